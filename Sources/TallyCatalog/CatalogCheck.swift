/// The script every catalog page loads. It does nothing unless the page is opened with
/// `#check`: then it records console errors and uncaught errors, measures every drawn state
/// (`[data-check]` frames) for text that overflows its box or its frame, and writes the findings
/// as JSON into `<pre id="tally-check-report">` for the browser tests to read, with each easing
/// probe's values as the Web Animations API computes them, every web font face and whether it
/// loaded, and the drawn width of every hero amount figure. It waits for the fonts first.
enum CatalogCheck {
    static let script = """
    (function () {
      if (location.hash !== "#check") { return; }
      var errors = [];
      var originalError = console.error;
      console.error = function () { errors.push(Array.prototype.map.call(arguments, String).join(" ")); originalError.apply(console, arguments); };
      window.addEventListener("error", function (event) { errors.push(String(event.message || event.type) + " " + (event.filename || (event.target && (event.target.src || event.target.href)) || "")); }, true);
      window.addEventListener("load", function () { (document.fonts ? document.fonts.ready : Promise.resolve()).then(measure); });
      function measure() {
        var overflows = [];
        var frames = document.querySelectorAll("[data-check]");
        Array.prototype.forEach.call(frames, function (frame) {
          var box = frame.getBoundingClientRect();
          Array.prototype.forEach.call(frame.querySelectorAll("*"), function (element) {
            var style = getComputedStyle(element);
            if (style.display === "none" || style.visibility === "hidden") { return; }
            var text = (element.childNodes.length && Array.prototype.some.call(element.childNodes, function (node) { return node.nodeType === 3 && node.textContent.trim() !== ""; })) ? element.textContent.trim() : "";
            if (!text) { return; }
            var rect = element.getBoundingClientRect();
            var clipped = element.scrollWidth > element.clientWidth + 1 && (style.overflowX === "hidden" || style.textOverflow === "ellipsis");
            var outside = rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
            if (clipped || outside) {
              overflows.push({ check: frame.getAttribute("data-check"), text: text.slice(0, 80), kind: clipped ? "clipped" : "outside the frame" });
            }
          });
        });
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
        report.textContent = JSON.stringify({ frames: frames.length, overflows: overflows, errors: errors, easings: easings, fonts: fonts, figures: figures });
        document.body.appendChild(report);
      }
    })();

    """
}
