/** The inert type React Router's module script is sent with, until AFTER_PAINT runs it. */
export const AFTER_PAINT_TYPE = "text/x-module-after-paint";

/**
 * Runs in the browser, inline: once the first frame with content is on screen, and one more
 * frame after it (a timer queued in a frame callback runs after that frame), it preloads the
 * modules and runs React Router's module script, which hydrates the page. "On screen" is the
 * first-contentful-paint entry, which arrives when the compositor has presented the frame: the
 * main thread's paint comes earlier, by 50 ms or more in a fresh browser, and modules fetched
 * from there were often in before the frame was shown. A browser without paint timing waits
 * for one frame; a hidden tab paints no frame, hence the fallback after 1 s.
 * Each preload is added in a task of its own (a message to itself: no timer clamping), the
 * module script last: adding a preload starts a fetch, and a dozen of them in one task made a
 * task of ~10 ms (15-80 ms at Lighthouse's 4x CPU) on the 2-core machine the bench runs on.
 */
export const AFTER_PAINT = `function (type, preloads) {
  var script = document.currentScript && document.currentScript.previousElementSibling;
  var started = false;
  var next = 0;
  var channel = new MessageChannel();
  function add() {
    if (next < preloads.length) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = preloads[next++];
      link.nonce = script.nonce;
      document.head.appendChild(link);
      channel.port2.postMessage(0);
      return;
    }
    channel.port1.onmessage = null;
    var module = document.createElement("script");
    module.type = "module";
    module.nonce = script.nonce;
    module.textContent = script.textContent;
    document.head.appendChild(module);
  }
  function start() {
    if (started || !script || script.type !== type) return;
    started = true;
    channel.port1.onmessage = add;
    add();
  }
  function afterFrame() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) afterFrame();
  else {
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      painted.disconnect();
      afterFrame();
    });
    painted.observe({ type: "paint", buffered: true });
  }
  setTimeout(start, 1000);
}`.replace(/\s*\n\s*/g, " ");
