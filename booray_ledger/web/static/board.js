// booray board: keep the board fresh. One server-sent event stream; the server sends the whole
// board each time the ledger changes. Without EventSource, ask for the board every second.
(function () {
  "use strict";
  var board = document.getElementById("board");
  var live = document.getElementById("live");
  if (!board) { return; }
  function say(text, on) {
    if (!live) { return; }
    live.textContent = text;
    live.className = "live " + (on ? "on" : "off");
  }
  function show(html) {
    board.innerHTML = html;
    say("live · updated " + new Date().toLocaleTimeString(), true);
  }
  if (window.EventSource) {
    var stream = new EventSource("/events");
    stream.addEventListener("board", function (event) { show(event.data); });
    stream.onopen = function () { say("live", true); };
    stream.onerror = function () { say("reconnecting…", false); };
    return;
  }
  var last = null;
  function poll() {
    fetch("/board", { cache: "no-store" }).then(function (response) {
      var token = response.headers.get("X-Booray-Token");
      return response.text().then(function (html) {
        if (token !== last) { last = token; show(html); } else { say("live", true); }
      });
    }).catch(function () { say("reconnecting…", false); });
  }
  poll();
  setInterval(poll, 1000);
})();
