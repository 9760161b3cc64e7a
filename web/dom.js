// Tiny helpers to build HTML and SVG without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v == null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** An HTML element: h('button', {class: 'x', onClick: fn}, 'label'). */
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element, same calling convention as `h`. */
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replaces all children of `node`. */
export function put(node, ...children) {
  node.replaceChildren();
  return fill(node, {}, children);
}

const fetched = new Map();

/** The JSON document at `url` (a board's map data), fetched once per page however often it is asked for. */
export function fetchJsonOnce(url) {
  const key = String(url);
  if (!fetched.has(key)) {
    fetched.set(key, fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${key}: ${r.status}`);
      return r.json();
    }));
  }
  return fetched.get(key);
}

/** A title's rules page in `lang` from its sections ({en: [title, text], ja: [...], img?, cap?}); pictures are
 * looked up in the `rules/` folder beside `base` (the title's rules module's `import.meta.url`). */
export function rulesPage(sections, lang, base) {
  const l = lang === 'ja' ? 'ja' : 'en';
  return sections.map((section) => h('section', {},
    h('h2', {}, section[l][0]), h('p', {}, section[l][1]),
    section.img ? h('figure', {}, h('img', { src: new URL(`./rules/${section.img}`, base).href, alt: section.cap[l], loading: 'lazy' }),
      h('figcaption', {}, section.cap[l])) : null));
}
