/** An answer as the page shows it: paragraphs, and runs of lines starting with '- ' as a list. Never HTML. */
export type AnswerBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export function answerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const part of answer.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = part
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    let para: string[] = [];
    const flush = () => {
      if (para.length) blocks.push({ kind: "p", text: para.join("\n") });
      para = [];
    };
    for (const line of lines) {
      if (line.startsWith("- ")) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === "ul") last.items.push(line.slice(2).trim());
        else blocks.push({ kind: "ul", items: [line.slice(2).trim()] });
      } else {
        para.push(line);
      }
    }
    flush();
  }
  return blocks;
}
