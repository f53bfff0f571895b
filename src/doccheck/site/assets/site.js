"use strict";
// Filters, search and the as-of view run on data already in the page: nothing is fetched.
(function () {
  var $ = function (s) { return document.querySelector(s); };
  var items = Array.prototype.slice.call(document.querySelectorAll("li.doc"));
  var search = $("#search"), status = $("#f-status"), family = $("#f-family"), folder = $("#f-folder");
  var repository = $("#f-repository");
  var asOf = $("#as-of"), count = $(".count");
  var inForce = (document.body.getAttribute("data-in-force") || "").split(" ");

  function statusAt(item, day) {
    var spans = JSON.parse(item.getAttribute("data-intervals") || "[]");
    for (var i = 0; i < spans.length; i++) {
      var s = spans[i];
      if ((s[0] === "" || s[0] <= day) && (s[1] === "" || day < s[1])) { return s[2]; }
    }
    return null;
  }

  function apply() {
    var words = search ? search.value.toLowerCase().split(/\s+/).filter(Boolean) : [];
    var day = asOf ? asOf.value : "";
    var shown = 0;
    items.forEach(function (item) {
      var ok = true;
      var text = item.getAttribute("data-search") || "";
      for (var i = 0; i < words.length && ok; i++) { ok = text.indexOf(words[i]) >= 0; }
      if (ok && status && status.value) { ok = item.getAttribute("data-status") === status.value; }
      if (ok && family && family.value) { ok = item.getAttribute("data-family") === family.value; }
      if (ok && folder && folder.value) { ok = item.getAttribute("data-folder") === folder.value; }
      if (ok && repository && repository.value) { ok = item.getAttribute("data-repository") === repository.value; }
      if (ok && asOf) {
        var was = day ? statusAt(item, day) : null;
        ok = was !== null && inForce.indexOf(was) >= 0;
        var badge = item.querySelector(".then");
        if (badge) { badge.textContent = was || ""; }
      }
      item.hidden = !ok;
      if (ok) { shown++; }
    });
    document.querySelectorAll(".timeline h2").forEach(function (h) {
      var next = h.nextElementSibling, any = false;
      while (next && next.tagName === "LI") { if (!next.hidden) { any = true; } next = next.nextElementSibling; }
      h.hidden = !any;
    });
    if (count) { count.textContent = shown + " of " + items.length + " documents"; }
    if (asOf && asOf.value) {
      try { history.replaceState(null, "", "#" + asOf.value); } catch (e) { /* some hosts refuse: the view still works */ }
    }
  }

  [search, status, family, folder, repository, asOf].forEach(function (el) {
    if (el) { el.addEventListener("input", apply); el.addEventListener("change", apply); }
  });
  if (asOf) {
    var wanted = location.hash.slice(1);
    asOf.value = /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? wanted : new Date().toISOString().slice(0, 10);
  }
  if (items.length) { apply(); }

  // Keyboard: "/" searches, j and k move between the listed documents, Enter opens one.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA");
    if (event.key === "/" && !typing && search) { event.preventDefault(); search.focus(); return; }
    if (typing || event.ctrlKey || event.metaKey || event.altKey || (event.key !== "j" && event.key !== "k")) { return; }
    var links = items.filter(function (i) { return !i.hidden; }).map(function (i) { return i.querySelector("a"); });
    if (!links.length) { return; }
    var at = links.indexOf(document.activeElement);
    var next = event.key === "j" ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
    links[next].focus();
    event.preventDefault();
  });
})();
