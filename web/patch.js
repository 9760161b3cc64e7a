// The patches the server sends between two views of the same viewer (docs/protocol.md, `patch`): RFC 6902's
// add, replace and remove written short, `['+', path, value]`, `['=', path, value]`, `['-', path]`, with JSON
// pointers as paths, and `['~', path, head, tail, middle]` for a string that keeps its first `head` and last
// `tail` characters (code points) with `middle` between them; a path may instead say how many leading tokens it keeps of the path before it and what
// follows (`3/1/space` after `/game/rondel/reach/0/space` is `/game/rondel/reach/1/space`). `applyPatch` returns a new document and leaves the old one as it was, so a board that kept
// the previous view still holds it unchanged; it throws when an operation does not fit the document.

function unescape(token) {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

function parse(path) {
  if (path === '') return [];
  if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`bad JSON pointer ${path}`);
  return path.slice(1).split('/').map(unescape);
}

// The tokens of `written` after an operation at `previous` (tokens).
function expand(previous, written) {
  const short = typeof written === 'string' && /^([0-9]+)(.*)$/.exec(written);
  if (!short) return parse(written);
  const kept = Number(short[1]);
  if (kept > previous.length || (short[2] !== '' && !short[2].startsWith('/'))) throw new Error(`bad path ${written}`);
  return [...previous.slice(0, kept), ...parse(short[2])];
}

function index(array, token, adding) {
  if (adding && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`bad array index ${token}`);
  const i = Number(token);
  if (i > array.length || (!adding && i === array.length)) throw new Error(`array index ${i} out of range`);
  return i;
}

// The parent of the pointer's target and the last token, or throws.
function locate(doc, tokens) {
  let node = doc;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(node)) node = node[index(node, token, false)];
    else if (node !== null && typeof node === 'object' && Object.hasOwn(node, token)) node = node[token];
    else throw new Error(`no ${token} in the document`);
  }
  if (node === null || typeof node !== 'object') throw new Error('the target is not in an object or array');
  return [node, tokens[tokens.length - 1]];
}

function remove(doc, tokens) {
  const [parent, last] = locate(doc, tokens);
  if (Array.isArray(parent)) parent.splice(index(parent, last, false), 1);
  else if (Object.hasOwn(parent, last)) delete parent[last];
  else throw new Error(`no ${last} in the document`);
}

function add(doc, tokens, value) {
  const [parent, last] = locate(doc, tokens);
  if (Array.isArray(parent)) parent.splice(index(parent, last, true), 0, value);
  else parent[last] = value;
}

// The string at `tokens` keeping its first `head` and last `tail` code points, with `middle` between them.
function edited(doc, tokens, head, tail, middle) {
  const [parent, last] = locate(doc, tokens);
  const old = Array.isArray(parent) ? parent[index(parent, last, false)] : parent[last];
  const chars = typeof old === 'string' ? Array.from(old) : null;
  if (!chars || !Number.isInteger(head) || !Number.isInteger(tail) || head < 0 || tail < 0 || head + tail > chars.length
    || typeof middle !== 'string') {
    throw new Error('the edit does not fit the string');
  }
  return chars.slice(0, head).join('') + middle + chars.slice(chars.length - tail).join('');
}

function replace(doc, tokens, value) {
  const [parent, last] = locate(doc, tokens);
  if (Array.isArray(parent)) parent[index(parent, last, false)] = value;
  else if (Object.hasOwn(parent, last)) parent[last] = value;
  else throw new Error(`no ${last} in the document`);
}

export function applyPatch(document, operations) {
  let doc = structuredClone(document);
  let tokens = [];
  for (const operation of operations) {
    const [op, path, value] = operation;
    tokens = expand(tokens, path);
    if (op === '-' && operation.length === 2) {
      if (tokens.length === 0) throw new Error('the whole document cannot be removed');
      remove(doc, tokens);
    } else if ((op === '+' || op === '=') && operation.length === 3) {
      if (tokens.length === 0) doc = structuredClone(value);
      else if (op === '+') add(doc, tokens, structuredClone(value));
      else replace(doc, tokens, structuredClone(value));
    } else if (op === '~' && operation.length === 5 && tokens.length > 0) {
      const [, , head, tail, middle] = operation;
      replace(doc, tokens, edited(doc, tokens, head, tail, middle));
    } else {
      throw new Error(`unknown patch operation ${JSON.stringify(operation)}`);
    }
  }
  return doc;
}
