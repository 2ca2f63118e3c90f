/** The quiz in the page's address: a positive id, or 0 (refused by the server with 测验不存在). */
export const quizIdOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : 0);
