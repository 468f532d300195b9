// The browser side of the MPGS double: its `session.js` (the `PaymentSession` object of the
// gateway's Session JavaScript library, the functions a page uses) and the page of one hosted
// field, served in an iframe from the double's origin. The card number and CVV typed there go from
// the frame to the double's origin only; the parent page gets the masked card, as from MPGS.

/** `session.js`: `PaymentSession.configure({ session, fields: { card }, callbacks })` and `updateSessionFromForm('card')`. */
export function sessionScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var NAMES = { number: 'cardNumber', securityCode: 'securityCode', expiryMonth: 'expiryMonth', expiryYear: 'expiryYear' };
  var state = null;
  function frames() { return state ? state.frames : []; }
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !state) return;
    var message = event.data || {};
    if (message.type === 'mpgs-double:ready') {
      state.ready[message.field] = true;
      if (Object.keys(state.ready).length === state.frames.length && !state.initialised) {
        state.initialised = true;
        var init = state.config.callbacks && state.config.callbacks.initialized;
        if (init) init({ status: 'ok' });
      }
    } else if (message.type === 'mpgs-double:field' && state.pending) {
      state.pending.answers[message.field] = message;
      if (Object.keys(state.pending.answers).length === state.frames.length) finish();
    } else if (message.type === 'mpgs-double:summary' && state.pending) {
      var done = state.pending.callback; state.pending = null;
      if (done) done(message.answer);
    }
  });
  function finish() {
    var pending = state.pending, errors = {}, failed = false;
    Object.keys(pending.answers).forEach(function (field) {
      var answer = pending.answers[field];
      if (!answer.ok) { failed = true; errors[NAMES[field] || field] = answer.error || 'invalid'; }
    });
    if (failed) {
      state.pending = null;
      if (pending.callback) pending.callback({ status: 'fields_in_error', session: { id: state.config.session }, errors: errors });
      return;
    }
    state.frames[0].element.contentWindow.postMessage({ type: 'mpgs-double:summary' }, ORIGIN);
  }
  window.PaymentSession = {
    configure: function (config) {
      state = { config: config, frames: [], ready: {}, initialised: false, pending: null };
      var card = (config.fields && config.fields.card) || {};
      Object.keys(card).forEach(function (field) {
        var target = document.querySelector(card[field]);
        if (!target) return;
        var frame = document.createElement('iframe');
        frame.src = ORIGIN + '/form/hostedField?session=' + encodeURIComponent(config.session) +
          '&field=' + encodeURIComponent(field) + '&origin=' + encodeURIComponent(window.location.origin);
        frame.title = target.getAttribute('aria-label') || field;
        frame.setAttribute('data-hosted-field', field);
        frame.style.border = '0'; frame.style.width = '100%'; frame.style.height = '2.75rem';
        target.style.display = 'none';
        target.parentNode.insertBefore(frame, target.nextSibling);
        state.frames.push({ field: field, element: frame });
      });
    },
    updateSessionFromForm: function (paymentType) {
      if (!state || paymentType !== 'card') return;
      var callback = state.config.callbacks && state.config.callbacks.formSessionUpdate;
      state.pending = { answers: {}, callback: callback };
      frames().forEach(function (frame) {
        frame.element.contentWindow.postMessage({ type: 'mpgs-double:submit' }, ORIGIN);
      });
    }
  };
})();
`;
}

const FIELD_INPUT: Record<string, string> = {
  number: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  securityCode: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  expiryMonth: 'autocomplete="cc-exp-month" inputmode="numeric" maxlength="2" placeholder="MM"',
  expiryYear: 'autocomplete="cc-exp-year" inputmode="numeric" maxlength="2" placeholder="YY"',
};

/** One hosted field: an input, sent to the double's origin on the parent's request, never to the parent. */
export function hostedFieldPage(field: string): string {
  const input = FIELD_INPUT[field] ?? 'inputmode="numeric"';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${field}</title>
<style>html,body{margin:0}input{box-sizing:border-box;inline-size:100%;block-size:2.75rem;padding:0 .75rem;border:0;font:16px system-ui,sans-serif;direction:ltr}</style></head>
<body><input id="field" name="${field}" ${input} aria-label="${field}">
<script>(function () {
  var query = new URLSearchParams(location.search);
  var session = query.get('session'), field = query.get('field'), parentOrigin = query.get('origin');
  function tell(message) { parent.postMessage(message, parentOrigin); }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin) return;
    var type = event.data && event.data.type;
    if (type === 'mpgs-double:submit') {
      fetch('/form/session/' + encodeURIComponent(session) + '/field', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ field: field, value: document.getElementById('field').value })
      }).then(function (r) { return r.json(); })
        .then(function (a) { tell({ type: 'mpgs-double:field', field: field, ok: a.ok, error: a.error }); })
        .catch(function () { tell({ type: 'mpgs-double:field', field: field, ok: false, error: 'invalid' }); });
    } else if (type === 'mpgs-double:summary') {
      fetch('/form/session/' + encodeURIComponent(session)).then(function (r) { return r.json(); })
        .then(function (a) { tell({ type: 'mpgs-double:summary', answer: a }); })
        .catch(function () { tell({ type: 'mpgs-double:summary', answer: { status: 'system_error', session: { id: session } } }); });
    }
  });
  tell({ type: 'mpgs-double:ready', field: field });
})();</script></body></html>`;
}
