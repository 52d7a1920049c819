/**
 * A stand-in for Google's https://apis.google.com/js/api.js, which firebase/auth
 * and the Auth emulator's relay frame load for popup sign-in. This machine has
 * no internet, so Playwright serves this instead. It implements only what the
 * two use: `gapi.load('gapi.iframes')`, `getContext().open()` (parent side),
 * `getContext().getParentIframe()` (frame side), and an iframe's `register`,
 * `send`, `ping` and `restyle`, carried over postMessage. With internet the
 * real script works unchanged (no route is installed by production code).
 */
export const GAPI_SHIM = String.raw`
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var KEY = '__gapiShim';
  var PING = KEY + ':ping';
  var channels = [];
  var parentReady = false;

  function post(channel, type, name, data, callback) {
    var id = Math.random().toString(36).slice(2);
    if (callback) channel.pending[id] = callback;
    var target = channel.target();
    if (!target) return;
    var message = { type: type, id: id, name: name, data: data };
    message[KEY] = true;
    target.postMessage(message, '*');
  }

  function makeIframe(target) {
    var channel = { target: target, handlers: {}, pending: {} };
    channels.push(channel);
    return {
      register: function (name, handler) { channel.handlers[name] = handler; },
      send: function (name, data, callback) { post(channel, 'send', name, data, callback); },
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = false;
          var attempt = function () {
            if (done) return;
            post(channel, 'send', PING, null, function () {
              if (done) return;
              done = true;
              if (callback) callback();
              resolve();
            });
            setTimeout(attempt, 100);
          };
          attempt();
        });
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[KEY] !== true) return;
    var reply = function (responses) {
      var answer = { type: 'reply', id: message.id, responses: responses };
      answer[KEY] = true;
      event.source.postMessage(answer, '*');
    };
    if (message.type === 'send' && message.name === PING) {
      // A frame answers pings once its page has connected to the parent.
      if (parentReady) reply([]);
      return;
    }
    for (var i = 0; i < channels.length; i++) {
      var channel = channels[i];
      if (channel.target() !== event.source) continue;
      if (message.type === 'send') {
        var handler = channel.handlers[message.name];
        if (!handler) return;
        Promise.resolve(handler(message.data)).then(function (result) { reply([result]); });
      } else if (message.type === 'reply') {
        var callback = channel.pending[message.id];
        delete channel.pending[message.id];
        if (callback) callback(message.responses);
      }
      return;
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var iframe = makeIframe(function () { return frame.contentWindow; });
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      var parent = makeIframe(function () { return window.parent; });
      parentReady = true;
      return parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return context; },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
`;
