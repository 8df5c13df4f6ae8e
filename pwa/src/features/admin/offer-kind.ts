import type { ColumnDef } from '@tanstack/react-table';
import type { Gendered, UserRole } from '@kalam/shared';
import type { Page } from './admin-api.ts';

/** One input of a tab's "new" form. */
export interface Field {
  name: string;
  label: string;
  type: 'text' | 'date' | 'email' | 'select';
  /** A number: it reads Arabic digits, whichever set is typed (read back by `typedNumber`). */
  numeric?: boolean;
  initial: () => string;
  options?: readonly (readonly [string, string])[];
  /** Which options the reader may pick (an admin role only by a super admin); all when absent. */
  offered?: (value: string, reader: UserRole | undefined) => boolean;
  /** Flex basis, so the form wraps well at 360 px. */
  basis: string;
  /** The body's key when it is not `name` (a refusal names the field by it). */
  path?: string;
  /** What an empty field means («من غير حد»), shown in it. */
  placeholder?: string;
}

/**
 * What makes the coupons tab and the invites tab differ (decision 198): the rest — table, search,
 * paging in the address under the tab's own prefix, the form, create and delete — is one
 * component.
 */
export interface OfferKind<Row extends { id: string }> {
  /** The tab's value in `?tab=`; also its query key. */
  tab: 'coupons' | 'invites';
  /** The address keys of this tab's table: `cpage`, `cq`… */
  prefix: string;
  title: string;
  createLabel: string;
  searchLabel: (reader: Gendered) => string;
  fields: Field[];
  /** Whether the form may be sent. */
  ready: (draft: Record<string, string>) => boolean;
  create: (draft: Record<string, string>) => Promise<unknown>;
  list: (query: { page: number; size: number; search?: string }) => Promise<Page<Row>>;
  remove: (id: string) => Promise<unknown>;
  /** Whether a row may still be deleted (a used invite may not; the server refuses it too). */
  removable?: (row: Row) => boolean;
  /** What the delete asks first: the row by its code or address, and what stops working. */
  sure: (row: Row) => { title: string; body: string };
  /** «لأ، سيبه» or «لأ، سيبها»: the thing's own gender, in the reader's. */
  keep: (reader: Gendered) => string;
  /** Editing a row in the same form, prefilled (coupons; an invite is withdrawn and made anew). */
  edit?: {
    /** The row as the form's draft. */
    draft: (row: Row) => Record<string, string>;
    /** Sends what changed between the row's draft and the one typed. */
    save: (
      row: Row,
      before: Record<string, string>,
      draft: Record<string, string>,
    ) => Promise<unknown>;
    /** The line over the form while it edits: which row. */
    title: (row: Row) => string;
  };
  /** One more thing an admin may do to a row, beside edit and delete (an invite sent again). */
  rowAction?: {
    label: (reader: Gendered) => string;
    /** Whether the row offers it (an accepted invite is not sent again). */
    shows: (row: Row) => boolean;
    run: (row: Row) => Promise<unknown>;
    /** The toast once it is done. */
    done: string;
  };
  columns: ColumnDef<Row, unknown>[];
}
