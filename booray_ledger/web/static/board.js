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
  var tv = window.matchMedia ? window.matchMedia("(min-width: 1200px) and (orientation: landscape)") : null;
  function overflows(element) {
    if (element) { return element.getBoundingClientRect().bottom + window.scrollY > window.innerHeight + 1; }
    return document.documentElement.scrollHeight > window.innerHeight + 1;
  }
  // On a TV nothing may be cut (a TV cannot scroll): fold the oldest hands, keeping the newest,
  // then make the type smaller, until the board fits the screen.
  function fit() {
    var root = document.documentElement;
    root.style.fontSize = "";
    var hands = board.querySelectorAll(".hand");
    for (var i = 0; i < hands.length; i++) { hands[i].classList.remove("folded"); }
    if (!tv || !tv.matches) { return; }
    var list = board.querySelector(".hands");
    for (var j = hands.length - 1; j > 0 && overflows(list); j--) { hands[j].classList.add("folded"); }
    var size = parseFloat(getComputedStyle(root).fontSize);
    while (overflows() && size > 6) {
      size = size * 0.95;
      root.style.fontSize = size + "px";
    }
  }
  function title() {
    var shown = board.querySelector(".board");
    var name = shown && shown.getAttribute("data-night");
    var heading = document.getElementById("night-name");
    if (name && heading && heading.textContent !== name) {
      heading.textContent = name;
      document.title = document.title.replace(/^[^·]*·/, name + " ·");
    }
  }
  function show(html) {
    board.innerHTML = html;
    title();
    fit();
    say("live · updated " + new Date().toLocaleTimeString(), true);
  }
  fit();
  window.addEventListener("resize", fit);
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
