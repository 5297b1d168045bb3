export { generatorSettingSchema, parseGeneratorSetting, crossingSchema, GENERATOR_IDS } from './settings';
export type {
  GeneratorSetting,
  GeneratorSettingInput,
  GeneratorId,
  GeneratorParams,
  GeneratorParamsInput,
} from './settings';
export { enumerateSpecs, BANK_LIMIT } from './enumerate';
export { itemBank, itemBankKeys, generateSums } from './bank';
export { sumCollectionSchema, collectionSums, localizedTextSchema } from './collections';
export type { SumCollection } from './collections';
export { sumSourceSchema, sourceItems } from './source';
export type { SumSource } from './source';
