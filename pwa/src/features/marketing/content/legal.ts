/** A legal document: numbered sections of paragraphs and lists. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  heading: string;
  updated: string;
  intro: string;
  tocLabel: string;
  sections: readonly LegalSection[];
}
