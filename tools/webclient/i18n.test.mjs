// Checks the browser client's string catalog (web/i18n.js): every key the client code asks for exists, every
// entry has an English and a Japanese text with the same placeholders, no entry is unused, and every region of
// the Imperial map drawing has a Japanese name.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { catalog } from '../../web/i18n.js';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.js') && name !== 'i18n.js' ? [readFileSync(path, 'utf8')] : [];
  });
}

const code = sources(web).join('\n');
const { strings, regions } = catalog();

test('every key used by the client is in the catalog', () => {
  const used = new Set([...code.matchAll(/\bt\('([\w]+)'/g)].map((m) => m[1]));
  assert.ok(used.size > 50, `found only ${used.size} keys; is the pattern still right?`);
  const missing = [...used].filter((k) => !(k in strings));
  assert.deepEqual(missing, []);
});

test('every entry has both languages with the same placeholders', () => {
  for (const [key, entry] of Object.entries(strings)) {
    assert.ok(entry.en && entry.ja, `${key} needs en and ja`);
    const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    assert.deepEqual(holes(entry.ja), holes(entry.en), `${key}: placeholders differ`);
  }
});

test('no entry is unused', () => {
  // Keys built at run time: `t(\`status_${...}\`)`, `nation_${code}`, `imp_slot${n}`, `pace_${...}`.
  const dynamic = [/^status_/, /^nation_/, /^imp_slot\d$/, /^pace_(live|long)$/];
  const unused = Object.keys(strings).filter((k) => !code.includes(`'${k}'`) && !dynamic.some((re) => re.test(k)));
  assert.deepEqual(unused, []);
});

test('every region of the Imperial drawing has a Japanese name', () => {
  const map = JSON.parse(readFileSync(join(web, 'games', 'imperial', 'map.json'), 'utf8'));
  const ids = [...Object.keys(map.regions), ...map.decorations.filter((d) => d.label).map((d) => d.id)];
  assert.equal(Object.keys(map.regions).length, 54);
  assert.deepEqual(ids.filter((id) => !regions[id]), []);
});
