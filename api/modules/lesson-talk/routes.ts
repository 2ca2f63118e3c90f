import {
  LESSON_TALK_MSG,
  moocAddAnswerCall,
  moocAddNoteCall,
  moocAddQuestionCall,
  moocDelNoteCall,
  moocGetNoteListCall,
  moocGetPublicNoteListCall,
  moocGetQuestionListCall,
  moocMarkUsefulCall,
  moocUpdateNoteCall,
  myMynoteCall,
} from "@/api/contract/lesson-talk";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { addNote, deleteNote, editNote, myNotePage, ownNotes, publicNotePage } from "./notes";
import { answerQuestion, askQuestion, markUseful, questionPage } from "./questions";

/** 问答 and 笔记 of the study page (docs/decisions/0054); reading questions and public notes needs no login. */
export const lessonTalkCalls = [
  publicCall(moocGetQuestionListCall, {
    handle: (input, { deps, user }) => questionPage(deps.db, user, input),
  }),
  loginCall(moocAddQuestionCall, {
    handle: async (input, { deps, user }) => reply(await askQuestion(deps.db, user, input), LESSON_TALK_MSG.asked),
  }),
  loginCall(moocAddAnswerCall, {
    handle: async (input, { deps, user }) => reply(await answerQuestion(deps.db, user, input), LESSON_TALK_MSG.answered),
  }),
  loginCall(moocMarkUsefulCall, {
    handle: (input, { deps, user }) => markUseful(deps.db, user, input),
  }),
  loginCall(moocGetNoteListCall, {
    handle: (input, { deps, user }) => ownNotes(deps.db, user, input.id),
  }),
  loginCall(moocAddNoteCall, {
    handle: async (input, { deps, user }) => reply(await addNote(deps.db, user, input), LESSON_TALK_MSG.noted),
  }),
  loginCall(moocUpdateNoteCall, {
    handle: async (input, { deps, user }) => reply(await editNote(deps.db, user, input), LESSON_TALK_MSG.noted),
  }),
  loginCall(moocDelNoteCall, {
    handle: async (input, { deps, user }) => {
      await deleteNote(deps.db, user, input.noteId);
      return reply(null, LESSON_TALK_MSG.noteDeleted);
    },
  }),
  publicCall(moocGetPublicNoteListCall, {
    handle: (input, { deps }) => publicNotePage(deps.db, input),
  }),
  loginCall(myMynoteCall, {
    handle: (input, { deps, user }) => myNotePage(deps.db, user.id, input),
  }),
];
