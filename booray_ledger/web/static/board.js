// booray board: keep the board fresh. One server-sent event stream; the server sends the whole
// board each time the ledger changes. Without EventSource, ask for the board every second.
// Every word this script shows comes with the board, in the board's language (data-words on
// .board); the board's language and direction (data-lang, data-dir) go on the page, so a board
// that follows the current night speaks the new night's language.
(function () {
  "use strict";
  var board = document.getElementById("board");
  var live = document.getElementById("live");
  if (!board) { return; }
  function words() {
    var shown = board.querySelector(".board");
    try { return JSON.parse((shown && shown.getAttribute("data-words")) || "{}"); } catch (e) { return {}; }
  }
  function say(key, on, time) {
    if (!live) { return; }
    var text = words()[key];
    if (!text) { return; }
    live.textContent = time ? text.replace("{time}", time) : text;
    live.className = "live " + (on ? "on" : "off");
  }
  // The time of an update as 21:05:09, in the board's own digits.
  function now() {
    var digits = words().digits || "0123456789", at = new Date();
    var text = [at.getHours(), at.getMinutes(), at.getSeconds()].map(function (n) { return (n < 10 ? "0" : "") + n; }).join(":");
    return text.replace(/[0-9]/g, function (d) { return digits.charAt(+d); });
  }
  function speak() {
    var shown = board.querySelector(".board");
    var root = document.documentElement;
    if (!shown) { return; }
    var lang = shown.getAttribute("data-lang"), dir = shown.getAttribute("data-dir");
    if (lang && root.getAttribute("lang") !== lang) { root.setAttribute("lang", lang); }
    if (dir && root.getAttribute("dir") !== dir) { root.setAttribute("dir", dir); }
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
      document.title = document.title.split(heading.textContent).join(name);
      heading.textContent = name;
    }
  }
  function show(html) {
    board.innerHTML = html;
    speak();
    title();
    fit();
    say("updated", true, now());
  }
  fit();
  window.addEventListener("resize", fit);
  if (window.EventSource) {
    var stream = new EventSource("/events");
    stream.addEventListener("board", function (event) { show(event.data); });
    stream.onopen = function () { say("live", true); };
    stream.onerror = function () { say("reconnecting", false); };
    return;
  }
  var last = null;
  function poll() {
    fetch("/board", { cache: "no-store" }).then(function (response) {
      var token = response.headers.get("X-Booray-Token");
      return response.text().then(function (html) {
        if (token !== last) { last = token; show(html); } else { say("live", true); }
      });
    }).catch(function () { say("reconnecting", false); });
  }
  poll();
  setInterval(poll, 1000);
})();
