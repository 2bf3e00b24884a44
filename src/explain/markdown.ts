/**
 * What the Markdown copy of the "Check before you sign" page says in place
 * of the explainer, which runs in the browser: an assistant reading the copy
 * is sent to the MCP tools that give the same answers.
 */
export const TRANSACTION_EXPLAINER_MARKDOWN = [
  '> The explainer runs on the web page: paste calldata, a Safe transaction or revert data there.',
  '> An assistant with the docs MCP server (see [AI assistants](/developers/ai-assistants)) gets the same answers from two tools:',
  '> `explain_calldata` takes `input` (calldata as `0x…`, or the JSON of a Safe transaction or Transaction Builder batch), an optional `to` (the target address) and an optional `chain` (id or name), and returns each decoded call with its candidates, arguments, meaning, needed role and warnings;',
  '> `explain_revert` takes `input` (revert data as `0x…`, or the revert message) and returns what it means, what to do next and the docs section about it.',
].join('\n');
