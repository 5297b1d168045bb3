/** A user-facing text in the product's languages (nl-BE reuses nl; see SPEC §1). */
export interface LocalizedText {
  readonly nl: string;
  readonly en: string;
}
