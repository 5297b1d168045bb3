export * from './document';
export { contentFromCode, generatorSettingId } from './from-code';
export { PRODUCT_COLLECTIONS } from './product-collections';
export { learningLineOf, settingsOfTask, taskSource } from './line';
export { applyDrafts } from './drafts';
export type { ContentDraft } from './drafts';
export { contentChanges } from './diff';
export type { ContentChange, ContentFieldChange } from './diff';
export { contentProblems, MIN_DISTINCT_SUMS, CONTENT_PROBLEM_REASONS } from './problems';
export type { ContentProblem, ContentProblemReason } from './problems';
export { CSV_LINE_REASONS, keyOfWrittenSum, parseSumCsv, sumCsv, sumKeyOfCell } from './sum-csv';
export type { CsvLineProblem, CsvLineReason, SumCsvResult } from './sum-csv';
export {
  closestStops,
  contentMapSchema,
  MAP_ARTS,
  MAP_ART_SIZE,
  MAP_FROM_CODE,
  MAP_ID,
  MAP_ROUTE_MAX,
  MAP_ROUTE_MIN,
  MAP_STOPS_CHECKED,
  mapFromCode,
  mapPointSchema,
  MIN_STOP_GAP,
  stopPoints,
} from './map';
export type { ContentMap, MapArtShape, MapPoint } from './map';
export * from './games';
