/// The script every catalog page loads. It does nothing unless the page is opened with
/// `#check`: then it records console errors and uncaught errors, measures every drawn state
/// (`[data-check]` frames) for text that overflows its box or its frame and for a symbol's glyph
/// outside its tile, and writes the findings
/// as JSON into `<pre id="tally-check-report">` for the browser tests to read, with each easing
/// probe's values as the Web Animations API computes them, every web font face and whether it
/// loaded, the drawn width of every hero amount figure, and every word of a drawn state that is
/// broken across two lines anywhere on the page, in the drawn states, the VoiceOver tables
/// (opened for the check) and every other table or heading (its characters' line boxes on more
/// than one line). It waits for the fonts first.
enum CatalogCheck {
    static let script = """
    (function () {
      if (location.hash !== "#check") { return; }
      var errors = [];
      var originalError = console.error;
      console.error = function () { errors.push(Array.prototype.map.call(arguments, String).join(" ")); originalError.apply(console, arguments); };
      window.addEventListener("error", function (event) { errors.push(String(event.message || event.type) + " " + (event.filename || (event.target && (event.target.src || event.target.href)) || "")); }, true);
      window.addEventListener("load", function () { (document.fonts ? document.fonts.ready : Promise.resolve()).then(measure); });
      // Where a text outside the drawn states is: the nearest element with an id, and the
      // element's own tag and class ("state focused > td.a11y-table").
      function where(element) {
        var named = element.closest("[id]");
        var own = element.tagName.toLowerCase() + (element.className ? "." + String(element.className).split(" ")[0] : "");
        var table = element.closest("table");
        if (table && table.className) { own = "table." + table.className.split(" ")[0] + " " + own; }
        return (named ? named.id + " > " : "") + own;
      }
      function measure() {
        Array.prototype.forEach.call(document.querySelectorAll("details"), function (details) { details.open = true; });
        var overflows = [];
        var frames = document.querySelectorAll("[data-check]");
        var textRange = document.createRange();
        Array.prototype.forEach.call(frames, function (frame) {
          var box = frame.getBoundingClientRect();
          Array.prototype.forEach.call(frame.querySelectorAll("*"), function (element) {
            var style = getComputedStyle(element);
            if (style.display === "none" || style.visibility === "hidden") { return; }
            var text = (element.childNodes.length && Array.prototype.some.call(element.childNodes, function (node) { return node.nodeType === 3 && node.textContent.trim() !== ""; })) ? element.textContent.trim() : "";
            if (!text) { return; }
            var rect = element.getBoundingClientRect();
            var clipped = element.scrollWidth > element.clientWidth + 1 && (style.overflowX === "hidden" || style.textOverflow === "ellipsis");
            // A row that scrolls sideways (the quick amounts when they do not fit) reaches past
            // the frame by design; what it holds must still fit its own boxes.
            var outside = !element.closest(".c-scroll") && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
            // The element's own text drawn past the sides of its box (a glyph wider than its tile).
            // Only across: a font's ascent and descent may reach past a tight line height.
            var inked = null;
            // A box that scrolls its text sideways (a one-line text field) holds it by design.
            if (style.display !== "inline" && style.overflowX !== "auto" && style.overflowX !== "scroll") {
              Array.prototype.forEach.call(element.childNodes, function (node) {
                if (node.nodeType !== 3 || node.textContent.trim() === "") { return; }
                textRange.selectNodeContents(node);
                var ink = textRange.getBoundingClientRect();
                if (ink.width === 0) { return; }
                if (ink.left < rect.left - 0.5 || ink.right > rect.right + 0.5) { inked = ink; }
              });
            }
            if (clipped || outside || inked) {
              overflows.push({ check: frame.getAttribute("data-check"), text: text.slice(0, 80), kind: clipped ? "clipped" : outside ? "outside the frame" : "outside its box" });
            }
          });
          // Each drawn SF Symbol inside its tile or chip.
          Array.prototype.forEach.call(frame.querySelectorAll(".c-symbol"), function (glyph) {
            var rect = glyph.getBoundingClientRect();
            var tile = glyph.parentElement.getBoundingClientRect();
            if (rect.left < tile.left - 0.5 || rect.right > tile.right + 0.5 || rect.top < tile.top - 0.5 || rect.bottom > tile.bottom + 0.5) {
              overflows.push({ check: frame.getAttribute("data-check"), text: glyph.getAttribute("data-symbol") || "symbol", kind: "glyph outside its box" });
            }
          });
        });
        // Rows that scroll sideways because what they hold is wider than the frame (the quick
        // amounts at large sizes): allowed, but reported, so a page can require that a row fits.
        var scrolledRows = [];
        Array.prototype.forEach.call(frames, function (frame) {
          Array.prototype.forEach.call(frame.querySelectorAll(".c-scroll"), function (row) {
            if (row.scrollWidth > row.clientWidth + 1) {
              scrolledRows.push({ check: frame.getAttribute("data-check"), text: row.textContent.trim().slice(0, 80), kind: "scrolls sideways" });
            }
          });
        });
        // Words broken inside: each run of characters between spaces, hyphens and slashes
        // anywhere on the page (drawn states, VoiceOver tables with their identifiers, token and
        // string tables, headings) must sit on one line, at every size and in every language.
        // Closed VoiceOver tables are opened first, so that they are laid out and measured. A
        // Range over the word gives one box per line fragment; boxes whose vertical middles
        // differ by more than half a line are two lines.
        var brokenWords = [];
        var range = document.createRange();
        var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (var node = walker.nextNode(); node; node = walker.nextNode()) {
          var parent = node.parentElement;
          if (!parent || parent.closest("script, style, #tally-check-report")) { continue; }
          var style = getComputedStyle(parent);
          if (style.display === "none" || style.visibility === "hidden") { continue; }
          var frame = parent.closest("[data-check]");
          var place = frame ? frame.getAttribute("data-check") : where(parent);
          var pattern = /[^\\s\\-\\u2010-\\u2014\\/]+/g;
          var match;
          while ((match = pattern.exec(node.data)) !== null) {
            if (match[0].length < 2) { continue; }
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            var rects = Array.prototype.filter.call(range.getClientRects(), function (rect) { return rect.width > 0; });
            var lineHeight = parseFloat(style.fontSize) || 16;
            var middles = rects.map(function (rect) { return (rect.top + rect.bottom) / 2; });
            var lines = middles.filter(function (middle, index) { return middles.slice(0, index).every(function (other) { return Math.abs(other - middle) > lineHeight / 2; }); });
            if (lines.length > 1) { brokenWords.push({ check: place, word: match[0], lines: lines.length }); }
          }
        }
        // Easing probes: Chromium's own reading of each exported easing, at 201 evenly spaced
        // points of the animation's progress, through the Web Animations API.
        var easings = [];
        Array.prototype.forEach.call(document.querySelectorAll("[data-easing]"), function (probe) {
          var values = [];
          try {
            var animation = probe.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 1000, easing: probe.getAttribute("data-easing"), fill: "both" });
            animation.pause();
            for (var i = 0; i <= 200; i++) {
              animation.currentTime = 1000 * i / 200;
              // The eased progress as Chromium computes it, at full precision (a style value
              // would be rounded to six digits on the way out).
              values.push(animation.effect.getComputedTiming().progress);
            }
            animation.cancel();
          } catch (error) { errors.push("easing " + probe.getAttribute("data-token") + ": " + error); }
          easings.push({ token: probe.getAttribute("data-token"), track: probe.getAttribute("data-track"), values: values });
        });
        // Each @font-face and its status: "loaded", "error", or "unloaded" when nothing used it.
        var fonts = [];
        if (document.fonts) { document.fonts.forEach(function (face) { fonts.push(face.family.replace(/"/g, "") + " " + face.weight + " " + face.status); }); }
        // The hero amount as drawn: its text, font size and width in CSS pixels.
        var figures = [];
        Array.prototype.forEach.call(document.querySelectorAll(".c-amount .c-amount-figure"), function (figure) {
          figures.push({ text: figure.textContent, fontSize: parseFloat(getComputedStyle(figure).fontSize), width: figure.getBoundingClientRect().width });
        });
        var report = document.createElement("pre");
        report.id = "tally-check-report";
        report.textContent = JSON.stringify({ frames: frames.length, overflows: overflows, scrolledRows: scrolledRows, brokenWords: brokenWords, errors: errors, easings: easings, fonts: fonts, figures: figures });
        document.body.appendChild(report);
      }
    })();

    """
}
