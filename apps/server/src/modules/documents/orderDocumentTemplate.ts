/**
 * The layout of the order documents, in typst. It holds no text of its own and no buyer's text:
 * everything printed comes from `sys.inputs.document`, a JSON `OrderDocumentView` (see
 * `orderDocumentView.ts`), and a string from JSON placed in content is set as plain text, never
 * read as markup. Direction comes from the view: with `dir: rtl` typst lays out grids and tables
 * from the right, so columns are mirrored and `start`/`end` follow the language.
 */
export const ORDER_DOCUMENT_TEMPLATE = String.raw`
#let doc = json(bytes(sys.inputs.document))
#let muted = luma(95)
#let rule = 0.5pt + luma(190)
#let accent = rgb("#EA4335")

#set document(title: doc.title)
#set page(paper: "a4", margin: (x: 15mm, top: 14mm, bottom: 18mm), numbering: "1")
#set text(
  font: doc.fonts,
  fallback: false,
  size: 9.5pt,
  lang: doc.lang,
  dir: if doc.dir == "rtl" { rtl } else { ltr },
)
#set par(leading: 0.75em)
#set table(stroke: (x, y) => (bottom: rule), inset: (x: 5pt, y: 6pt))

#let section(title) = block(above: 16pt, below: 7pt, text(size: 11pt, weight: "bold", title))
#let pairs(rows) = grid(
  columns: (auto, 1fr),
  column-gutter: 10pt,
  row-gutter: 6pt,
  ..rows.map(row => (text(fill: muted, row.at(0)), row.at(1))).flatten(),
)

// Header: the store at the start, the document and its order number at the end.
#grid(
  columns: (1fr, auto),
  align: (start + horizon, end + horizon),
  text(size: 20pt, weight: "bold", fill: accent, doc.store),
  stack(
    dir: ttb,
    spacing: 6pt,
    align(end, text(size: 14pt, weight: "bold", doc.title)),
    align(end, grid(
      columns: 2,
      column-gutter: 6pt,
      text(fill: muted, doc.orderNo.label),
      text(weight: "bold", doc.orderNo.value),
    )),
  ),
)
#line(length: 100%, stroke: 1pt + accent)

// The order's facts beside its delivery.
#grid(
  columns: (1fr, 1fr),
  column-gutter: 18pt,
  pairs(doc.facts),
  block[
    #text(weight: "bold", doc.delivery.label)
    #for line in doc.delivery.lines [ \ #line ]
  ],
)

#if doc.lines != none {
  section(doc.lines.title)
  let pictured = doc.lines.rows.any(row => row.picture != none)
  let heads = doc.lines.heads
  table(
    columns: if pictured { (16mm, 1fr, auto, auto, auto) } else { (1fr, auto, auto, auto) },
    align: (x, y) => if x >= (if pictured { 2 } else { 1 }) { end + horizon } else { start + horizon },
    table.header(
      ..(if pictured { ([],) } else { () }),
      ..heads.map(head => text(weight: "bold", head)),
    ),
    ..doc.lines.rows.map(row => (
      ..(if pictured {
        (if row.picture == none { [] } else { image(row.picture, width: 14mm, height: 14mm, fit: "contain") },)
      } else { () }),
      [#row.name #if row.variant != "" [ \ #text(size: 8.5pt, fill: muted, row.variant) ]],
      row.unitPrice,
      row.quantity,
      row.lineTotal,
    )).flatten(),
  )
}

#if doc.costs != none {
  section(doc.costs.title)
  table(
    columns: (1fr, auto),
    align: (x, y) => if x == 1 { end } else { start },
    table.header(..doc.costs.heads.map(head => text(weight: "bold", head))),
    ..doc.costs.rows.flatten(),
  )
}

// Totals at the end of the line, under the amounts.
#block(above: 14pt, grid(
  columns: (1fr, auto, auto),
  column-gutter: 18pt,
  row-gutter: 7pt,
  align: (start, start, end),
  ..doc.totals.map(total => {
    let weight = if total.strong { "bold" } else { "regular" }
    ([], text(weight: weight, total.label), text(weight: weight, total.value))
  }).flatten(),
))

#if doc.remark != none {
  section(doc.remark.label)
  doc.remark.text
}
`;
