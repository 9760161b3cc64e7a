// The lobby and the table shell with two people in two browsers: guest and account sign-in, creating and
// joining a table, chat and the slash commands, and (for a game without its own board module) playing to the
// end with the generic board's buttons, after which the table is listed as finished.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chat, shooter, serverAndBrowser, watchErrors } from './harness.js';

const env = serverAndBrowser();

async function open(url, size = { width: 1200, height: 900 }) {
  const page = await (await env.browser.newContext({ viewport: size })).newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  return { page, errors };
}

const realErrors = (errors) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test('lobby, chat commands and the generic board', async () => {
  const { shot, shots } = shooter('lobby');
  const games = await (await fetch(`${env.server.url}/api/games`)).json();
  // A two-player game without its own board module exercises the generic board (games whose options are not an
  // object cannot be created from the lobby, so they are left out). /api/games says which titles have one.
  for (const g of games) {
    assert.equal(typeof g.rules_version, 'number', `${g.id} has a rules version`);
    assert.equal(typeof g.words, 'object', `${g.id} has its words`);
    if (g.board) assert.equal((await fetch(`${env.server.url}${g.board}`)).status, 200, `${g.id}: ${g.board}`);
  }
  assert.ok(games.some((g) => g.board), 'some title has its own board module');
  const other = games.find((g) => !g.board && g.min_players <= 2
    && g.default_options && typeof g.default_options === 'object');
  const game = other ?? games.find((g) => g.board && g.min_players <= 2);

  // Bob plays as a guest and creates a public two-player table.
  const bob = await open(`${env.server.url}/`);
  await bob.page.fill('#auth-name', 'Bob');
  await bob.page.click('#guest');
  await bob.page.waitForSelector('#create-form');
  assert.match(await bob.page.textContent('#me'), /Bob/);
  await bob.page.selectOption('#new-game', game.id);
  await bob.page.fill('#new-players', '2');
  await bob.page.click('#create');
  await bob.page.waitForSelector('#conn[data-status="connected"]');
  await chat(bob.page, '/join');
  await shot(bob.page, 'table-created');

  // Carol signs up in another browser, finds the table in the lobby and joins it.
  const carol = await open(`${env.server.url}/`);
  await carol.page.fill('#auth-name', 'Carol');
  await carol.page.fill('#auth-password', 'secret-password');
  await carol.page.click('#sign-up');
  await carol.page.waitForSelector('#create-form');
  await carol.page.waitForSelector('#tables-open .table-row .join-table');
  await shot(carol.page, 'lobby-open-table');
  await carol.page.click('#tables-open .table-row .join-table');
  await carol.page.waitForSelector('#seats li.mine');
  assert.equal(await carol.page.$$eval('#seats li.seat', (l) => l.length), 2);

  // Chat reaches the other browser; a command's answer goes to the one who asked; bad commands are explained.
  await chat(carol.page, 'hello Bob');
  await bob.page.waitForFunction(() => document.querySelector('#chat').textContent.includes('hello Bob'));
  await chat(bob.page, '/options');
  assert.match(await bob.page.textContent('#chat li:last-child'), /players = 2/);
  await chat(bob.page, '/dance');
  assert.ok(await bob.page.$('#chat li.error'), 'an unknown command is answered with an error line');
  await shot(bob.page, 'chat');

  // Sign out and back in with the password.
  await carol.page.click('#back');
  await carol.page.click('#sign-out');
  await carol.page.waitForSelector('#sign-in');
  await carol.page.fill('#auth-name', 'Carol');
  await carol.page.fill('#auth-password', 'secret-password');
  await carol.page.click('#sign-in');
  await carol.page.waitForSelector('#tables-open .table-row .watch-table');
  await carol.page.click('#tables-open .table-row .watch-table');
  await carol.page.waitForSelector('#seats li.mine');

  if (!other) {
    // Every title has its own board: make this one's module fail to load, so the page falls back to the
    // generic board, and play one move with its buttons.
    for (const page of [bob.page, carol.page]) {
      await page.route(`**${game.board}`, (route) => route.abort());
      await page.reload();
      await page.waitForSelector('#seats li.mine');
    }
    await chat(bob.page, '/start');
    for (const page of [bob.page, carol.page]) await page.waitForSelector('.generic-board');
    await bob.page.waitForFunction(() => document.querySelector('#prompt'));
    const seatToAct = (await bob.page.$('#prompt.mine')) ? bob.page : carol.page;
    await seatToAct.waitForSelector('#prompt.mine');
    await seatToAct.waitForSelector('#actions button');
    await shot(seatToAct, 'generic-board');
    const v = await seatToAct.$eval('.table-page', (el) => el.dataset.version);
    await seatToAct.click('#actions button');
    const confirm = await seatToAct.waitForSelector('#confirm-yes', { timeout: 700 }).catch(() => null);
    if (confirm) await confirm.click();
    await seatToAct.waitForFunction((before) => document.querySelector('.table-page').dataset.version !== before, v);
    assert.ok(await seatToAct.$('#log li'), 'the move is in the log');
    await shot(seatToAct, 'generic-board-moved');
    assert.deepEqual(realErrors(bob.errors).filter((e) => !e.includes('board module')), []);
    console.log(`screenshots:\n${shots.join('\n')}`);
    return;
  }
  // The generic board: every legal action is a button. Both play the first one until the game is over.
  await chat(bob.page, '/start');
  await bob.page.waitForSelector('.generic-board');
  await shot(bob.page, 'generic-board');
  for (let i = 0; i < 500; i += 1) {
    const overFor = await Promise.all([bob.page, carol.page].map((p) => p.$('#game-over')));
    if (overFor.every(Boolean)) break;
    for (const page of [bob.page, carol.page]) {
      const first = await page.$('#prompt.mine ~ #actions button, #actions button');
      if (first && (await page.$('#prompt.mine'))) {
        const v = await page.$eval('.table-page', (el) => el.dataset.version);
        await first.click();
        await page.waitForFunction((before) => document.querySelector('.table-page').dataset.version !== before
          || !document.querySelector('#prompt.mine'), v, { timeout: 10000 });
      }
    }
    await bob.page.waitForTimeout(50);
  }
  await bob.page.waitForSelector('#game-over');
  await shot(bob.page, 'game-over');
  await bob.page.click('#back');
  await bob.page.waitForSelector('#tables-finished .table-row');
  await shot(bob.page, 'lobby-finished');

  assert.deepEqual(realErrors(bob.errors), []);
  assert.deepEqual(realErrors(carol.errors), []);
  console.log(`screenshots:\n${shots.join('\n')}`);
});
