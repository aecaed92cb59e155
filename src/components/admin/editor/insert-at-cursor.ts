/**
 * A block (an image's snippet) put into text where the cursor is, as a paragraph of its own: a
 * blank line before it unless it starts the text or one is there already, and one after it unless
 * it ends the text or one follows. Answers the new text and where the cursor goes (after the block).
 */
export function insertBlock(text: string, at: number, block: string): { text: string; caret: number } {
  const cut = Math.max(0, Math.min(at, text.length));
  const before = text.slice(0, cut);
  const after = text.slice(cut);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${block}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + lead.length + block.length };
}

/**
 * Sets a form control's value as typing would, so the form's listeners (React's onChange, the
 * live preview) hear of it: React watches the value through the element's own setter.
 */
export function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
