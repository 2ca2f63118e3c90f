/** A term of this week's search report: how often it was searched, by how many, and what its latest search found. */
export type SearchTermRow = { id: number; term: string; searches: number; searchers: number; results: number; lastAt: string };
