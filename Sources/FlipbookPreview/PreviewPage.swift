/// The preview page: the only asset the server serves. It lists the scenes, runs the chosen one over a
/// WebSocket (one frame asked for per animation frame of the browser, so frames never queue up), draws display
/// lists on a canvas itself and PNG frames where Cairo drew them, and sends pointer events back as touches.
///
/// `window.flipbook` exposes the page's state (scene, frames drawn, time, errors) for the browser test.
enum PreviewPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Flipbook preview</title>
    <style>
      body { font: 14px system-ui, sans-serif; margin: 0; display: flex; height: 100vh; color: #222; }
      nav { width: 220px; border-right: 1px solid #ddd; overflow-y: auto; background: #fafafa; }
      nav a { display: block; padding: 8px 12px; color: inherit; text-decoration: none; }
      nav a.current { background: #007aff; color: white; }
      main { flex: 1; display: flex; flex-direction: column; align-items: center; padding: 16px; gap: 10px;
             overflow-y: auto; }
      canvas { box-shadow: 0 1px 6px rgba(0,0,0,.25); touch-action: none; }
      .controls { display: flex; gap: 8px; align-items: center; }
      #timeline { width: 360px; }
      #status { min-height: 1.4em; color: #b00020; white-space: pre-wrap; max-width: 600px; }
      #summary { color: #666; max-width: 600px; text-align: center; }
      #chart { box-shadow: none; border: 1px solid #e2e8f0; }
      #build-error { display: none; margin: 0; padding: 10px 12px; max-width: 760px; overflow-x: auto;
                     background: #fff0f0; border: 1px solid #f5c2c7; color: #842029; font: 12px ui-monospace, monospace; }
    </style>
    </head>
    <body>
    <nav id="scenes"></nav>
    <main>
      <pre id="build-error"></pre>
      <h3 id="title">Flipbook</h3>
      <div id="summary"></div>
      <div class="controls">
        <button id="play">Pause</button>
        <button id="step" title="One frame (1/60 s)">Step</button>
        <button id="restart">Restart</button>
        <label>Speed <select id="speed">
          <option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option>
        </select></label>
        <label><input type="checkbox" id="trace"> Trace</label>
      </div>
      <div class="controls">
        <input type="range" id="timeline" min="0" max="0" step="0.001" value="0">
        <span id="clock">0.00 s</span>
      </div>
      <canvas id="canvas" width="10" height="10"></canvas>
      <div id="status"></div>
      <label><input type="checkbox" id="charting" checked> Chart running animators (value blue, velocity purple; last 3 s)</label>
      <canvas id="chart" width="10" height="10"></canvas>
    </main>
    <script>
    "use strict";
    const scale = Math.min(4, Math.max(1, window.devicePixelRatio || 1));
    const canvas = document.getElementById("canvas");
    const picture = document.createElement("canvas");
    const state = window.flipbook = { scene: null, frames: 0, listFrames: 0, pngFrames: 0, time: 0, end: 0,
                                      paused: false, errors: [], crashed: null, trace: null, animators: [],
                                      chartedRows: 0 };
    let socket = null;

    function send(message) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    }

    let scenes = [];

    async function listScenes() {
      scenes = await (await fetch("/scenes")).json();
      const nav = document.getElementById("scenes");
      nav.replaceChildren();
      for (const scene of scenes) {
        const link = document.createElement("a");
        link.href = "#" + encodeURIComponent(scene.name);
        link.textContent = scene.name;
        link.dataset.name = scene.name;
        link.title = scene.summary;
        nav.appendChild(link);
      }
      state.scenes = scenes.map(s => s.name);
      const chosen = state.scene || decodeURIComponent(location.hash.slice(1));
      open(scenes.find(s => s.name === chosen) || scenes[0]);
    }

    window.addEventListener("hashchange", () => {
      const scene = scenes.find(s => s.name === decodeURIComponent(location.hash.slice(1)));
      if (scene) open(scene);
    });

    // The files were rebuilt (`flipbook serve <path> --watch`): list the scenes again and open the same one on
    // the new build, without reloading the page.
    function reloadScenes() {
      state.reloads = (state.reloads || 0) + 1;
      showBuildError(null);
      listScenes();
    }

    function showBuildError(text) {
      const box = document.getElementById("build-error");
      state.buildError = text;
      box.textContent = text ? "The files do not compile; the last good build keeps running.\\n\\n" + text : "";
      box.style.display = text ? "block" : "none";
    }

    function open(scene) {
      if (!scene) return;
      if (socket) { socket.onclose = null; socket.close(); }
      Object.assign(state, { scene: scene.name, frames: 0, listFrames: 0, pngFrames: 0, time: 0, end: 0,
                             paused: false, errors: [], crashed: null, trace: null, animators: [],
                             chartedRows: 0 });
      history.clear();
      for (const link of document.querySelectorAll("nav a")) {
        link.classList.toggle("current", link.dataset.name === scene.name);
      }
      document.getElementById("title").textContent = scene.name;
      document.getElementById("summary").textContent = scene.summary;
      document.getElementById("status").textContent = "";
      document.getElementById("trace").checked = false;
      for (const c of [canvas, picture]) { c.width = scene.width * scale; c.height = scene.height * scale; }
      canvas.style.width = scene.width + "px";
      canvas.style.height = scene.height + "px";
      const opened = socket = new WebSocket(`ws://${location.host}/ws?scene=${encodeURIComponent(scene.name)}`);
      socket.onopen = () => send({ type: "hello", scale });
      socket.onmessage = event => receive(opened, JSON.parse(event.data));
      socket.onclose = () => { if (!state.crashed) status("The connection to the scene closed."); };
    }

    function status(text) { document.getElementById("status").textContent = text; }

    // Messages of a scene closed since (still in flight, or waiting for their picture) are dropped.
    async function receive(source, message) {
      if (source !== socket) return;
      if (message.type === "error") { state.errors.push(message.message); status(message.message); return; }
      if (message.type === "crashed") { state.crashed = message.message; status(message.message); return; }
      if (message.type === "refused") { state.refused = message.message; status(message.message); return; }
      if (message.type === "reload") { reloadScenes(); return; }
      if (message.type === "buildError") { showBuildError(message.message); return; }
      if (message.type !== "frame") return;
      if (message.list) {
        drawList(picture, message.list);
        state.listFrames += 1;
      } else if (message.png) {
        const image = new Image();
        image.src = "data:image/png;base64," + message.png;
        await image.decode();
        if (source !== socket) return;
        const context = picture.getContext("2d");
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, picture.width, picture.height);
        context.drawImage(image, 0, 0);
        state.pngFrames += 1;
      }
      show(message);
      requestAnimationFrame(() => send({ type: "tick" }));
    }

    function show(frame) {
      const context = canvas.getContext("2d");
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(picture, 0, 0);
      state.trace = frame.trace || null;
      if (frame.trace && frame.trace.length > 1) {
        context.setTransform(scale, 0, 0, scale, 0, 0);
        context.strokeStyle = "rgba(255, 45, 85, 0.9)";
        context.lineWidth = 2;
        context.lineJoin = "round";
        context.beginPath();
        frame.trace.forEach(([x, y], i) => i ? context.lineTo(x, y) : context.moveTo(x, y));
        context.stroke();
      }
      state.frames += 1;
      state.time = frame.time;
      state.end = frame.end;
      state.paused = frame.paused;
      const timeline = document.getElementById("timeline");
      timeline.max = frame.end;
      if (!scrubbing) timeline.value = frame.time;
      document.getElementById("clock").textContent = frame.time.toFixed(2) + " s";
      document.getElementById("play").textContent = frame.paused ? "Play" : "Pause";
      record(frame);
      drawChart(frame.time);
    }

    // The animator chart: each running animator's value and velocity over the last few seconds of scene time,
    // one row per animator, every component a line scaled to its own range over the window.
    const history = new Map(), chartSeconds = 3, rowHeight = 64, chartWidth = 600;
    function record(frame) {
      const animators = frame.animators || [];
      state.animators = animators.map(a => a.name);
      for (const series of history.values()) {
        if (series.samples.length && frame.time < series.samples[series.samples.length - 1].t) series.samples = [];
      }
      for (const animator of animators) {
        if (!history.has(animator.id)) history.set(animator.id, { name: animator.name, samples: [] });
        const series = history.get(animator.id);
        const last = series.samples[series.samples.length - 1];
        if (!last || last.t !== frame.time) {
          series.samples.push({ t: frame.time, v: animator.value, dv: animator.velocity || [] });
        }
      }
      for (const [id, series] of history) {
        series.samples = series.samples.filter(s => s.t >= frame.time - chartSeconds);
        if (!series.samples.length) history.delete(id);
      }
    }
    function drawChart(now) {
      const chart = document.getElementById("chart");
      const rows = document.getElementById("charting").checked ? [...history.values()].slice(0, 12) : [];
      state.chartedRows = rows.length;
      const height = Math.max(1, rows.length) * rowHeight;
      if (chart.width !== chartWidth * scale || chart.height !== height * scale) {
        chart.width = chartWidth * scale;
        chart.height = height * scale;
        chart.style.width = chartWidth + "px";
        chart.style.height = height + "px";
      }
      const context = chart.getContext("2d");
      context.setTransform(scale, 0, 0, scale, 0, 0);
      context.fillStyle = "white";
      context.fillRect(0, 0, chartWidth, height);
      context.font = "11px system-ui, sans-serif";
      if (!rows.length) {
        context.fillStyle = "#94a3b8";
        context.fillText("No animator is running.", 8, 20);
        return;
      }
      const left = 190, plot = chartWidth - left - 8;
      rows.forEach((series, row) => {
        const top = row * rowHeight, last = series.samples[series.samples.length - 1];
        context.fillStyle = "#f8fafc";
        context.fillRect(left, top + 4, plot, rowHeight - 8);
        context.fillStyle = "#0f172a";
        context.fillText(series.name, 8, top + 18);
        const digits = values => values.map(v => Number(v.toFixed(3))).join(", ");
        context.fillStyle = "#2563eb";
        context.fillText("value " + digits(last.v), 8, top + 34);
        context.fillStyle = "#9333ea";
        context.fillText("velocity " + digits(last.dv), 8, top + 50);
        const x = t => left + plot * (1 - (now - t) / chartSeconds);
        const line = (pick, color, half) => {
          const count = Math.max(0, ...series.samples.map(s => pick(s).length));
          for (let c = 0; c < count; c++) {
            const values = series.samples.map(s => pick(s)[c]).filter(v => v !== undefined);
            let lo = Math.min(...values), hi = Math.max(...values);
            if (hi - lo < 1e-9) { lo -= 0.5; hi += 0.5; }
            const y0 = top + 6 + half * (rowHeight - 12) / 2, span = (rowHeight - 12) / 2 - 4;
            context.strokeStyle = color;
            context.lineWidth = 1.5;
            context.beginPath();
            series.samples.forEach((s, i) => {
              const v = pick(s)[c];
              if (v === undefined) return;
              const y = y0 + span * (1 - (v - lo) / (hi - lo));
              i ? context.lineTo(x(s.t), y) : context.moveTo(x(s.t), y);
            });
            context.stroke();
          }
        };
        line(s => s.v, "#2563eb", 0);
        line(s => s.dv, "#9333ea", 1);
      });
    }

    // Display lists, drawn as Cairo draws them (the server only sends lists the canvas draws the same).
    function srgb(linear) {
      const v = Math.min(1, Math.max(0, linear));
      return Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055));
    }
    function css(color) { return `rgba(${srgb(color[0])},${srgb(color[1])},${srgb(color[2])},${color[3]})`; }
    function xy(point) { return Array.isArray(point) ? point : [point.x, point.y]; }
    function setTransform(context, t) {
      context.setTransform(scale * t.m11, scale * t.m12, scale * t.m21, scale * t.m22, scale * t.m31, scale * t.m32);
    }
    function pathOf(ops) {
      const path = new Path2D();
      for (let i = 0; i < ops.length;) {
        const op = ops[i++];
        if (op === "m") { path.moveTo(ops[i], ops[i + 1]); i += 2; }
        else if (op === "l") { path.lineTo(ops[i], ops[i + 1]); i += 2; }
        else if (op === "q") { path.quadraticCurveTo(ops[i], ops[i + 1], ops[i + 2], ops[i + 3]); i += 4; }
        else if (op === "c") { path.bezierCurveTo(ops[i], ops[i + 1], ops[i + 2], ops[i + 3], ops[i + 4], ops[i + 5]); i += 6; }
        else if (op === "h") { path.closePath(); }
      }
      return path;
    }
    function paintOf(context, paint) {
      if (paint.color) return css(paint.color._0);
      let gradient;
      if (paint.linearGradient) {
        const g = paint.linearGradient, [x0, y0] = xy(g.start), [x1, y1] = xy(g.end);
        gradient = context.createLinearGradient(x0, y0, x1, y1);
        g.stops.forEach(s => gradient.addColorStop(Math.min(1, Math.max(0, s.location)), css(s.color)));
      } else {
        const g = paint.radialGradient, [x, y] = xy(g.center);
        gradient = context.createRadialGradient(x, y, Math.max(0, g.startRadius), x, y, Math.max(0, g.endRadius));
        g.stops.forEach(s => gradient.addColorStop(Math.min(1, Math.max(0, s.location)), css(s.color)));
      }
      return gradient;
    }
    const caps = ["butt", "round", "square"], joins = ["miter", "round", "bevel"];
    function drawItems(context, items) {
      for (const item of items) {
        const content = item.content;
        context.save();
        if (content.fill) {
          setTransform(context, item.transform);
          context.fillStyle = paintOf(context, content.fill._1);
          context.fill(pathOf(content.fill._0), content.fill._2.isEOFilled ? "evenodd" : "nonzero");
        } else if (content.stroke) {
          const style = content.stroke._2;
          setTransform(context, item.transform);
          context.strokeStyle = paintOf(context, content.stroke._1);
          context.lineWidth = style.lineWidth;
          context.lineCap = caps[style.lineCap];
          context.lineJoin = joins[style.lineJoin];
          context.miterLimit = style.miterLimit;
          context.setLineDash(style.dash);
          context.lineDashOffset = style.dashPhase;
          context.stroke(pathOf(content.stroke._0));
        } else if (content.list) {
          drawItems(context, content.list._0.items);
        } else if (content.effect) {
          drawEffect(context, content.effect._0, content.effect._1.items);
        }
        context.restore();
      }
    }
    // The effects CanvasDrawable lets through: opacity and affine clips.
    function drawEffect(context, effect, items) {
      if (effect.clip) {
        const clip = effect.clip._0;
        setTransform(context, clip.transform);
        context.clip(pathOf(clip.path), clip.style.isEOFilled ? "evenodd" : "nonzero");
        drawItems(context, items);
        return;
      }
      const opacity = effect.opacity._0;
      if (opacity >= 1) { drawItems(context, items); return; }
      if (opacity <= 0) return;
      const layer = document.createElement("canvas");
      layer.width = context.canvas.width;
      layer.height = context.canvas.height;
      drawItems(layer.getContext("2d"), items);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = opacity;
      context.drawImage(layer, 0, 0);
    }
    function drawList(target, list) {
      const context = target.getContext("2d");
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = "white";
      context.fillRect(0, 0, target.width, target.height);
      drawItems(context, list.items);
    }

    // Pointer events become touches; with Trace on, a click picks the view whose path to draw instead.
    let pointerDown = false, scrubbing = false;
    function canvasPoint(event) {
      const box = canvas.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    }
    canvas.addEventListener("pointerdown", event => {
      const { x, y } = canvasPoint(event);
      if (document.getElementById("trace").checked) { send({ type: "trace", x, y }); return; }
      pointerDown = true;
      canvas.setPointerCapture(event.pointerId);
      send({ type: "pointer", phase: "down", x, y });
    });
    canvas.addEventListener("pointermove", event => {
      if (pointerDown) send({ type: "pointer", phase: "move", ...canvasPoint(event) });
    });
    for (const name of ["pointerup", "pointercancel"]) {
      canvas.addEventListener(name, event => {
        if (!pointerDown) return;
        pointerDown = false;
        send({ type: "pointer", phase: "up", ...canvasPoint(event) });
      });
    }
    document.getElementById("play").onclick = () => send({ type: state.paused ? "play" : "pause" });
    document.getElementById("step").onclick = () => send({ type: "step" });
    document.getElementById("restart").onclick = () => send({ type: "restart" });
    document.getElementById("speed").onchange = event => send({ type: "speed", value: Number(event.target.value) });
    document.getElementById("trace").onchange = event => { if (!event.target.checked) send({ type: "trace" }); };
    document.getElementById("charting").onchange = () => drawChart(state.time);
    const timeline = document.getElementById("timeline");
    timeline.addEventListener("input", () => { scrubbing = true; send({ type: "seek", time: Number(timeline.value) }); });
    timeline.addEventListener("change", () => { scrubbing = false; });
    listScenes().catch(error => status("Could not list the scenes: " + error));
    </script>
    </body>
    </html>
    """
}
