/** One form field's answer while editing: v the value, d the chosen option's id, levels the picker's two levels. */
export type Answer = { v: string; d: string; levels: [number, number] };

export const EMPTY_ANSWER: Answer = { v: "", d: "", levels: [0, 0] };
