import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type LessonNoteInput,
  moocAddNoteCall,
  moocDelNoteCall,
  moocGetNoteListCall,
  moocGetPublicNoteListCall,
  moocUpdateNoteCall,
} from "@/api/contract/lesson-talk";
import type { Envelope } from "@/api/contract/protocol/client";
import { api } from "../../lib/api";

const PUBLIC_NOTE_PAGE_SIZE = 10;

export const NOTE_KEYS = {
  mine: (id: string) => ["lesson-talk", "notes", id],
  public: (id: string) => ["lesson-talk", "public-notes", id],
  all: ["lesson-talk", "my-notes"],
} as const;

/** MoocTraining/GetNoteList: my notes of the course, by lesson and second. */
export const useOwnNotes = (id: string) =>
  useQuery(queryOptions({ queryKey: NOTE_KEYS.mine(id), queryFn: () => api.query(moocGetNoteListCall, { id }) }));

/** MoocTraining/GetPublicNoteList: the course's 公开笔记, paged in place. */
export const usePublicNotes = (id: string, currentPage: number) =>
  useQuery({
    queryKey: [...NOTE_KEYS.public(id), currentPage],
    queryFn: () => api.query(moocGetPublicNoteListCall, { id, currentPage, pageSize: PUBLIC_NOTE_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });

export const addNote = (input: LessonNoteInput, onFail: (env: Envelope) => void) => api.send(moocAddNoteCall, input, { onFail });

export const updateNote = (input: { noteId: number; content: string; shared: number }, onFail?: (env: Envelope) => void) =>
  api.send(moocUpdateNoteCall, { ...input, shared: input.shared ? 1 : 0 }, { onFail });

export const deleteNote = (noteId: number) => api.send(moocDelNoteCall, { noteId });
