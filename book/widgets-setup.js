// Loaded by myst-nb (see _config.yml) between require.js and embed-amd.js, on the pages
// whose notebook saved widget state. This file is served from <site>/_widgets_js/.
//
// The ipywidgets bundle (embed-amd.js) finds its icon fonts relative to the address of
// each AMD module it defines ("@jupyter-widgets/base", ...). Map those module names to
// this folder, where tools/build_book.py copied the fonts, so that every file the
// widgets need comes from the book itself and nothing from anywhere else.
(function () {
  var here = new URL(".", document.currentScript.src).href;   // ends with "/"
  var folder = here.replace(/\/$/, "");
  window.__jupyter_widgets_assets_path__ = here;
  window.require.config({
    paths: {
      "@jupyter-widgets/html-manager/dist": folder,
      "@jupyter-widgets": folder
    }
  });
})();
