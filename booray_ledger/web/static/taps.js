// booray scorekeeper: the tap form. Record stays off until every dealt-in player has pass or a
// count and the counts add up (two or more who played take all the cards' tricks; one who played
// alone takes them all; nobody playing is an all-pass hand, which the page asks about).
(function () {
  "use strict";
  var form = document.querySelector("form.taps");
  if (!form) { return; }
  var cards = parseInt(form.getAttribute("data-cards"), 10);
  var button = form.querySelector(".record-taps");
  var sum = form.querySelector(".sum");
  var marks = document.getElementById("show-marks");
  // Every word shown here comes from the page, ready-made for each count (data-words).
  var words = {};
  try { words = JSON.parse(form.getAttribute("data-words") || "{}"); } catch (e) { words = {}; }
  function said(table, key) { return (words[table] && words[table][String(key)]) || ""; }
  function check() {
    var rows = form.querySelectorAll(".tap-row");
    var chosen = 0, played = 0, tricks = 0;
    for (var i = 0; i < rows.length; i++) {
      var picked = rows[i].querySelector("input[type=radio]:checked");
      if (!picked) { continue; }
      chosen++;
      if (picked.value !== "pass") { played++; tricks += parseInt(picked.value, 10); }
    }
    var complete = chosen === rows.length;
    var adds = played < 2 || tricks === cards;
    button.disabled = !(complete && adds);
    if (!complete) {
      sum.textContent = said("still", rows.length - chosen);
    } else if (!adds) {
      sum.textContent = said("tricks", tricks);
    } else {
      sum.textContent = words.ready || "";
    }
  }
  form.addEventListener("change", check);
  if (marks) {
    marks.addEventListener("change", function () { form.classList.toggle("with-marks", marks.checked); });
  }
  check();
})();
