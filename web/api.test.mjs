// node --test web/api.test.mjs: the table socket turns the server's patches back into whole views, in order.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// A stand-in for the browser's WebSocket: the test plays the server's frames into it.
class FakeSocket {
  static opened = [];
  constructor(url) {
    this.url = url;
    this.closed = false;
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(msg) {
    this.onmessage({ data: JSON.stringify(msg) });
  }
}
globalThis.WebSocket = FakeSocket;
globalThis.location = { protocol: 'http:', host: 'example.test' };
const { TableSocket } = await import('./api.js');

function open() {
  FakeSocket.opened.length = 0;
  const received = [];
  const socket = new TableSocket('t1', { onMessage: (msg) => received.push(msg), onStatus: () => {}, lang: 'en' });
  socket.closed = true; // no reconnecting timers in a test
  return { socket, ws: FakeSocket.opened[0], received };
}

test("the mover's own patch applies after the `accepted` that names the new version", () => {
  const { ws, received } = open();
  ws.receive({ type: 'welcome', version: 3, view: { round: 1, cash: [5, 5] }, log: [], table: {} });
  // The server answers the move before it relays the move itself.
  ws.receive({ type: 'accepted', version: 4 });
  const log = [{ text: { en: 'moved' } }];
  ws.receive({ type: 'patch', version: 4, turn_since_ms: 1, log, patch: [['=', '/cash/0', 2]] });
  assert.equal(ws.closed, false, 'the patch fits the view held, no reconnect');
  const update = received.at(-1);
  assert.equal(update.type, 'update');
  assert.equal(update.version, 4);
  assert.deepEqual(update.view, { round: 1, cash: [2, 5] });
  assert.deepEqual(update.log, log, "the move's log lines reach the page");
});

test('a patch for another version makes the socket reconnect from the last view it holds', () => {
  const { socket, ws, received } = open();
  ws.receive({ type: 'welcome', version: 3, view: { round: 1 }, log: [], table: {} });
  ws.receive({ type: 'patch', version: 5, turn_since_ms: 1, log: [], patch: [['=', '/round', 2]] });
  assert.equal(ws.closed, true);
  assert.equal(received.length, 1, 'the patch is not handed on');
  assert.equal(socket.version, 3, 'the reconnect asks for the log after version 3');
});

test('a new language connects again from the start, asking for texts in it', () => {
  const { socket, ws } = open();
  assert.match(ws.url, /\?since=0&lang=en$/);
  ws.receive({ type: 'welcome', version: 3, view: { prompt: 'Your turn' }, log: [], table: {} });
  socket.closed = false; // a page still open (connecting again here starts no timer)
  assert.equal(socket.setLang('en'), false, 'the same language keeps the connection');
  assert.equal(socket.setLang('ja'), true);
  assert.equal(ws.closed, true);
  const again = FakeSocket.opened.at(-1);
  assert.notEqual(again, ws);
  assert.match(again.url, /\?since=0&lang=ja$/, 'the whole log again, in Japanese');
});
