// The live book's bar, the part that works without Python: a classic script (it runs
// where live.js, an ES module, cannot: on a page opened from file://, or when the module
// did not load), put at the end of every page that has the bar by
// tools/sphinx_live_book.py.
//
// - "Make this page interactive", pressed before live.js has taken over, says why nothing
//   happens (the page is a file, the module did not load, or it is still loading);
// - "Open in JupyterLite" on a file:// page says the same instead of opening a dead page;
// - a click on a saved widget (a picture until the page is interactive) puts a note under
//   it saying what to do, with the button at hand, or that the page is getting ready.
(function () {
  "use strict";
  var root = document.querySelector(".live-book");
  if (!root) return;
  var button = root.querySelector(".live-book-start");
  var status = root.querySelector(".live-book-status");
  // The notes come with the page, in its language (tools/sphinx_live_book.py owns them).
  var said = JSON.parse(root.getAttribute("data-bar-messages") || "{}");
  var FILE_PAGE = said.filePage;
  var NOT_LOADED = said.notLoaded;
  var STILL_LOADING = said.stillLoading;
  var PICTURE = said.picture;
  var FAILED = said.failed;
  var GETTING_READY = said.gettingReady;

  function state() {
    return root.getAttribute("data-live-state");
  }

  /** Why the page cannot be made interactive now, or null when live.js is in charge. */
  function obstacle() {
    if (state() !== "static") return null;
    if (location.protocol === "file:") return FILE_PAGE;
    if (root.getAttribute("data-live-module") === "failed") return NOT_LOADED;
    return STILL_LOADING;
  }

  function say(text) {
    status.textContent = text;
    status.setAttribute("data-kind", "error");
  }

  button.addEventListener("click", function () {
    var why = obstacle();
    if (why) say(why);
  });
  root.querySelector(".live-book-lite").addEventListener("click", function (event) {
    if (location.protocol === "file:") {
      event.preventDefault();
      say(FILE_PAGE);
    }
  });

  function note(output, text, offerButton) {
    var box = output.querySelector(":scope > .live-book-note");
    if (!box) {
      box = document.createElement("div");
      box.className = "live-book-note";
      box.setAttribute("role", "status");
      output.appendChild(box);
    }
    box.textContent = "";
    var words = document.createElement("span");
    words.textContent = text + " ";
    box.appendChild(words);
    if (offerButton) {
      var again = document.createElement("button");
      again.type = "button";
      again.className = "live-book-start-here";
      again.textContent = button.textContent;
      again.addEventListener("click", function () {
        button.click();
        // The reader stays where the widget is; it comes alive here (and this note goes).
        if (state() === "starting") note(output, GETTING_READY, false);
      });
      box.appendChild(again);
    }
  }

  // A saved widget: drawn by the html-manager from the page's saved state, inside an
  // output of the book that live.js has not replaced yet.
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element) || target.closest(".live-book-note")) return;
    var output = target.closest(".cell_output");
    if (!output || output.classList.contains("live-book-output") || !target.closest(".jupyter-widgets")) return;
    var why = obstacle();
    var current = state();
    if (why) note(output, why, false);
    else if (current === "idle") note(output, PICTURE, true);
    else if (current === "failed") note(output, FAILED, true);
    else if (current === "starting") note(output, GETTING_READY, false);
  }, true);
})();
