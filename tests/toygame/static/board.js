// Nim's board: the heap of stones (the test game's own drawing, loaded by every game page).
BOARDS.nim = (ctx) => el("div", { class: "board nim" }, el("p", { class: "heap" }, "●".repeat(ctx.view.stones)));
