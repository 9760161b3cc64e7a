// RFC 6902 JSON patches, as the server sends them between two views of the same viewer (docs/protocol.md,
// `patch`). `applyPatch` returns a new document and leaves the old one as it was, so a board that kept the
// previous view still holds it unchanged; it throws when an operation does not fit the document.

function unescape(token) {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

function parse(path) {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`bad JSON pointer ${path}`);
  return path.slice(1).split('/').map(unescape);
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

function get(doc, tokens) {
  if (tokens.length === 0) return doc;
  const [parent, last] = locate(doc, tokens);
  if (Array.isArray(parent)) return parent[index(parent, last, false)];
  if (!Object.hasOwn(parent, last)) throw new Error(`no ${last} in the document`);
  return parent[last];
}

function remove(doc, tokens) {
  const [parent, last] = locate(doc, tokens);
  const value = get(doc, tokens);
  if (Array.isArray(parent)) parent.splice(index(parent, last, false), 1);
  else delete parent[last];
  return value;
}

function add(doc, tokens, value) {
  if (tokens.length === 0) return value;
  const [parent, last] = locate(doc, tokens);
  if (Array.isArray(parent)) parent.splice(index(parent, last, true), 0, value);
  else parent[last] = value;
  return doc;
}

export function applyPatch(document, operations) {
  let doc = structuredClone(document);
  for (const op of operations) {
    const path = parse(op.path);
    switch (op.op) {
      case 'add':
        doc = add(doc, path, structuredClone(op.value));
        break;
      case 'remove':
        remove(doc, path);
        break;
      case 'replace':
        get(doc, path);
        if (path.length === 0) doc = structuredClone(op.value);
        else {
          remove(doc, path);
          doc = add(doc, path, structuredClone(op.value));
        }
        break;
      case 'move': {
        const value = remove(doc, parse(op.from));
        doc = add(doc, path, value);
        break;
      }
      case 'copy':
        doc = add(doc, path, structuredClone(get(doc, parse(op.from))));
        break;
      case 'test':
        if (JSON.stringify(get(doc, path)) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
        break;
      default:
        throw new Error(`unknown patch operation ${op.op}`);
    }
  }
  return doc;
}
