// The page fills the `{seat:N}` placeholders of the server's texts with the table's names, exactly as the
// engine's `Text::with_names` does (the same cases as its Rust test), and names bots by their level.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillNames, seatNames } from '../../web/names.js';
import { pick, setLang, setSeatNames, t } from '../../web/i18n.js';

test('placeholders become names and unknown seats are counted from one', () => {
  const en = '{seat:0} invests 9M; {seat:2} passes';
  const ja = '{seat:0}が9M投資、{seat:2}はパス';
  assert.equal(fillNames(en, ['Anna', 'Bob'], 'en'), 'Anna invests 9M; Player 3 passes');
  assert.equal(fillNames(ja, ['Anna', 'Bob'], 'ja'), 'Annaが9M投資、プレイヤー3はパス');
});

test('text that only looks like a placeholder is kept', () => {
  assert.equal(fillNames('{seat:} {seat:x} {seat:1 {seat', ['A', 'B'], 'en'), '{seat:} {seat:x} {seat:1 {seat');
});

test('people by their names, bots by level, numbered by seat only when two would read the same', () => {
  const seat = (name, bot = null, standIn = false) => ({ name, account: bot ? null : name, bot, stand_in: standIn });
  const info = {
    settings: { players: 5 },
    seats: [seat('Anna'), seat('Bot (hard)', 'hard'), seat('Bot (random)', 'random'), seat('Bot (random)', 'random'),
      seat('Carl', 'hard', true)],
  };
  assert.deepEqual(seatNames(info, t), ['Anna', 'Bot (hard)', 'Bot 3 (random)', 'Bot 4 (random)', 'Carl']);
  assert.deepEqual(seatNames({ settings: { players: 2 }, seats: [seat('Anna')] }, t), ['Anna', null]);
});

test('every server text the page picks has the names filled in', () => {
  setSeatNames(['Anna', 'Bot (hard)']);
  assert.equal(pick({ en: "It is not {seat:1}'s turn.", ja: '{seat:1}の手番ではありません。' }), "It is not Bot (hard)'s turn.");
  assert.equal(pick('{seat:0} joins'), 'Anna joins');
  setSeatNames([]);
  assert.equal(pick({ en: '{seat:0} wins', ja: '' }), 'Player 1 wins');
});

test('in Japanese a bot reads ボット（強） and an unnamed seat プレイヤーN', () => {
  globalThis.document ??= { documentElement: {} }; // setLang marks the page's language
  setLang('ja');
  try {
    const info = { settings: { players: 2 }, seats: [{ name: 'Bot (hard)', account: null, bot: 'hard', stand_in: false }] };
    assert.deepEqual(seatNames(info, t), ['ボット（強）', null]);
    setSeatNames(seatNames(info, t));
    assert.equal(pick({ en: '', ja: '{seat:0}と{seat:1}' }), 'ボット（強）とプレイヤー2');
  } finally {
    setSeatNames([]);
    setLang('en');
  }
});
