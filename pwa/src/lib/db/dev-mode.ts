import { addRxPlugin, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStorage = RxStorage<any, any>;

/** Development only (STACK-NOTES): RxDB's checks, and a validator that dev-mode requires. */
export function withDevMode(storage: AnyStorage): AnyStorage {
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage });
}
