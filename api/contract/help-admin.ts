/** A help center entry (FAQ) as the back office lists and edits it, with its votes. */
export type HelpEntryRow = {
  id: number;
  categoryId: number;
  question: string;
  answer: string;
  sort: number;
  published: boolean;
  helpful: number;
  unhelpful: number;
  createdAt: string;
  updatedAt: string;
};
