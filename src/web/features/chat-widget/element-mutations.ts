/** Elements came or went: text that changes in place (an animated counter, every frame) adds or removes none. */
export function addsOrRemovesElements(records: MutationRecord[]): boolean {
  return records.some((record) =>
    [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE),
  );
}
