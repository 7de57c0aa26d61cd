// What a drawn page needs before its first paint and before its app: a classic script in <head> (the
// CSP allows no inline one), run before the page's body is even parsed.

// The 'Tamaño de letra' kept on this device, on <html>, so a drawn page never jumps when its app
// starts. A page the server drew for a signed-in person names the account's choice, which wins (it
// follows the person to a new phone). A choice tapped on a drawn page before its app runs is kept and
// shown too. Keep in step with src/lib/text-size.ts.
(function () {
  var KEY = 'tamano-letra';
  var show = function (size) {
    if (size === 'grande' || size === 'muy-grande') document.documentElement.setAttribute('data-text-size', size);
    else document.documentElement.removeAttribute('data-text-size');
  };
  var keep = function (size) {
    try {
      if (size === 'normal') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, size);
    } catch (e) {
      // Not kept: shown until the page closes.
    }
  };
  var account = document.documentElement.getAttribute('data-account-text-size');
  if (account) keep(account);
  try {
    show(account || localStorage.getItem(KEY));
  } catch (e) {
    // Site data blocked: the browser's own size stays.
  }
  document.addEventListener('change', function (event) {
    var input = event.target;
    if (!input || input.name !== KEY) return;
    show(input.value);
    keep(input.value);
  });
})();

// A tap on a button before the app runs the page would be lost: the button is drawn, its code not
// running yet. The first one is kept, and the app taps it again once it has taken the page over
// (src/app/tap-before-app.ts); from then on React answers taps itself. Kept from here, not from the
// script that loads the app: that one runs only once the whole page is parsed, and a tap before it was
// lost. Links need nothing: they load their page, and so does a form that posts itself (the sign-in).
(function () {
  var postsItself = function (button) {
    return button.type === 'submit' && button.form && button.form.method === 'post';
  };
  var keepTap = function (event) {
    var button = event.target instanceof Element ? event.target.closest('button, [role="button"], [role="tab"]') : null;
    if (button && !postsItself(button) && !window.tapBeforeApp) window.tapBeforeApp = button;
  };
  document.addEventListener('click', keepTap, true);
  window.addEventListener(
    'app-hydrating',
    function () {
      document.removeEventListener('click', keepTap, true);
    },
    { once: true },
  );
})();
