/** @kalam/shared — the domain: enums, constants, money, rules, error codes, contracts. No I/O. */
export * from './enums.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './roles.ts';
export * from './governorates.ts';
export * from './errors/catalogue.ts';
export * from './errors/app-error.ts';
export * from './schemas/text.ts';
export * from './schemas/user.ts';
export * from './schemas/catalogue-rules.ts';
export * from './schemas/common.ts';
export * from './contracts/user.ts';
export * from './contracts/auth.ts';
