/// The script every catalog page loads. It does nothing unless the page is opened with
/// `#check`: then it records console errors and uncaught errors, measures every drawn state
/// (`[data-check]` frames) for text that overflows its box or its frame, and writes the findings
/// as JSON into `<pre id="tally-check-report">` for the browser tests to read.
enum CatalogCheck {
    static let script = """
    (function () {
      if (location.hash !== "#check") { return; }
      var errors = [];
      var originalError = console.error;
      console.error = function () { errors.push(Array.prototype.map.call(arguments, String).join(" ")); originalError.apply(console, arguments); };
      window.addEventListener("error", function (event) { errors.push(String(event.message || event.type) + " " + (event.filename || (event.target && (event.target.src || event.target.href)) || "")); }, true);
      window.addEventListener("load", function () {
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
        var report = document.createElement("pre");
        report.id = "tally-check-report";
        report.textContent = JSON.stringify({ frames: frames.length, overflows: overflows, errors: errors });
        document.body.appendChild(report);
      });
    })();

    """
}
