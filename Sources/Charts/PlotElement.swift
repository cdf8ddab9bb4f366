import Foundation
import FlipbookViews

/// Something the plot draws, in the plot's points: a mark, a line or area of marks, a slice, or an annotation.
struct PlotElement: Identifiable {
    enum Content {
        case rect(CGRect, cornerRadius: CGFloat)
        case rule(from: CGPoint, to: CGPoint, stroke: StrokeStyle)
        case point(CGPoint, size: CGFloat, symbol: ChartSymbol?)
        case line([CGPoint], InterpolationMethod, stroke: StrokeStyle)
        case area(upper: [CGPoint], lower: [CGPoint], InterpolationMethod)
        case sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: CGFloat,
                    cornerRadius: CGFloat)
        case annotation(anchor: CGPoint, alignment: Alignment, view: AnyView)
    }
    /// The element's identity: its mark's, so a changed value moves the same view.
    let id: [AnyHashable]
    let content: Content
    let style: AnyShapeStyle
    let opacity: Double
}

extension ChartModel {
    /// The scales of a plot `size` points big.
    func scales(size: CGSize) -> (x: ChartScale, y: ChartScale) {
        (ChartScale(kind: xScaleKind, length: size.width * xZoom, reversed: xReversed, offset: xScroll * size.width),
         ChartScale(kind: yScaleKind, length: size.height, reversed: yRunsUp))
    }

    /// Whether the y scale's values grow upwards (numbers and dates do; categories are listed from the top).
    var yRunsUp: Bool {
        if case .band = yScaleKind { return !yReversed }
        return yReversed
    }

    /// What a plot `size` points big draws, back to front.
    func elements(size: CGSize) -> [PlotElement] {
        let (xScale, yScale) = scales(size: size)
        var elements: [PlotElement] = []
        var annotations: [PlotElement] = []
        let radius = min(size.width, size.height) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        for sector in sectors {
            let record = sector.record
            let outer = record.outerRadius.map { Self.radius($0, of: radius) } ?? radius
            let inner = record.innerRadius.map { record.innerRadius?.kind == .automatic ? 0 : Self.radius($0, of: outer) } ?? 0
            elements.append(PlotElement(id: record.identity, content: .sector(
                center: center, inner: max(inner, 0), outer: max(outer, 0), start: sector.start, end: sector.end,
                inset: record.angularInset, cornerRadius: record.cornerRadius), style: sector.style, opacity: record.opacity))
            let middle = (sector.start + sector.end) / 2 * 2 * .pi - .pi / 2
            let at = (inner + outer) / 2
            let anchor = CGPoint(x: center.x + at * cos(middle), y: center.y + at * sin(middle))
            annotations += annotationElements(record, rect: CGRect(origin: anchor, size: .zero), vertical: true)
        }
        for series in series {
            let record = series.record
            let upper = series.points.compactMap { point -> CGPoint? in
                guard let x = Self.center(point.x, xScale, end: true), let y = Self.center(point.y, yScale, end: true) else { return nil }
                return CGPoint(x: x + record.offset.width, y: y + record.offset.height)
            }
            if series.kind == .line {
                var stroke = record.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
                if record.lineStyle == nil { stroke.lineWidth = ChartMetrics.lineWidth }
                elements.append(PlotElement(id: [AnyHashable(series.key)], content: .line(upper, record.interpolation, stroke: stroke),
                                            style: series.style, opacity: record.opacity))
            } else {
                let lower = series.points.compactMap { point -> CGPoint? in
                    guard let x = Self.center(point.x, xScale, end: true) else { return nil }
                    let base = point.lower ?? 0
                    guard let y = yScale.position(ofNumber: base) ?? Self.center(point.y, yScale, end: false) else { return nil }
                    return CGPoint(x: x + record.offset.width, y: y + record.offset.height)
                }
                elements.append(PlotElement(id: [AnyHashable(series.key)],
                                            content: .area(upper: upper, lower: lower, record.interpolation),
                                            style: series.style, opacity: record.opacity))
            }
        }
        for mark in marks {
            let record = mark.record
            switch record.kind {
            case .bar, .rectangle:
                let fraction: CGFloat = record.kind == .bar ? ChartMetrics.barFraction : 1
                guard let (x0, x1) = Self.extent(mark.x, xScale, dimension: record.width, fraction: fraction,
                                                 spacing: xSpacing, slot: Self.isVertical(record) ? mark.slot : nil),
                      let (y0, y1) = Self.extent(mark.y, yScale, dimension: record.height, fraction: fraction,
                                                 spacing: ySpacing, slot: Self.isVertical(record) ? nil : mark.slot)
                else { continue }
                let rect = Self.rect(x0, x1, y0, y1, record)
                elements.append(PlotElement(id: record.identity, content: .rect(rect, cornerRadius: record.cornerRadius),
                                            style: mark.style, opacity: record.opacity))
                annotations += annotationElements(record, rect: rect, vertical: Self.isVertical(record))
            case .rule:
                let stroke = record.lineStyle ?? StrokeStyle(lineWidth: 1)
                guard let (x0, x1) = Self.extent(mark.x, xScale, dimension: .fixed(0), fraction: 0, spacing: nil, slot: nil),
                      let (y0, y1) = Self.extent(mark.y, yScale, dimension: .fixed(0), fraction: 0, spacing: nil, slot: nil)
                else { continue }
                let ends = Self.rect(x0, x1, y0, y1, record)
                let from = CGPoint(x: ends.minX, y: ends.minY), to = CGPoint(x: ends.maxX, y: ends.maxY)
                elements.append(PlotElement(id: record.identity, content: .rule(from: from, to: to, stroke: stroke),
                                            style: mark.style, opacity: record.opacity))
                annotations += annotationElements(record, rect: CGRect(x: min(from.x, to.x), y: min(from.y, to.y),
                                                                       width: abs(to.x - from.x), height: abs(to.y - from.y)),
                                                  vertical: true)
            case .point, .line, .area:
                guard let x = Self.center(mark.x, xScale, end: true), let y = Self.center(mark.y, yScale, end: true) else { continue }
                let point = CGPoint(x: x + record.offset.width, y: y + record.offset.height)
                elements.append(PlotElement(id: record.identity, content: .point(point, size: record.symbolSize ?? ChartMetrics.pointSize,
                                                                                 symbol: mark.symbol),
                                            style: mark.style, opacity: record.opacity))
                annotations += annotationElements(record, rect: CGRect(origin: point, size: .zero).insetBy(dx: -4, dy: -4),
                                                  vertical: true)
            case .sector:
                continue
            }
        }
        return elements + annotations
    }

    /// The rectangle from `x0` to `x1` and `y0` to `y1`, moved by the mark's offset and its ends by theirs.
    static func rect(_ x0: CGFloat, _ x1: CGFloat, _ y0: CGFloat, _ y1: CGFloat, _ record: MarkRecord) -> CGRect {
        let minX = x0 + record.offset.width + record.startOffset.width
        let maxX = x1 + record.offset.width + record.endOffset.width
        let minY = y0 + record.offset.height + record.startOffset.height
        let maxY = y1 + record.offset.height + record.endOffset.height
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// The points `dimension` covers along an axis at `span`: a bar's thickness across its band, or its length.
    static func extent(_ span: AxisSpan, _ scale: ChartScale, dimension: MarkDimension, fraction: CGFloat,
                       spacing: Double?, slot: (index: Int, count: Int)?) -> (CGFloat, CGFloat)? {
        func thickness(_ band: CGFloat) -> CGFloat {
            dimension.kind == .automatic ? band * fraction : dimension.length(in: band)
        }
        func centred(_ center: CGFloat, band: CGFloat) -> (CGFloat, CGFloat) {
            let width = thickness(band)
            guard let slot, slot.count > 0 else { return (center - width / 2, center + width / 2) }
            let part = width / CGFloat(slot.count)
            let start = center - width / 2 + CGFloat(slot.index) * part
            return (start, start + part)
        }
        switch span {
        case .full:
            return (0, scale.length)
        case .range(let a, let b):
            guard let pa = scale.position(ofNumber: a), let pb = scale.position(ofNumber: b) else { return nil }
            return (min(pa, pb), max(pa, pb))
        case .interval(let a, let b):
            guard let pa = scale.position(ofNumber: a), let pb = scale.position(ofNumber: b) else { return nil }
            return centred((pa + pb) / 2, band: abs(pb - pa))
        case .at(let value):
            guard let center = scale.position(of: value) else { return nil }
            var band = scale.bandWidth
            if scale.isContinuous {
                if let spacing, case .continuous(let lower, let upper, _) = scale.kind, upper != lower {
                    band = CGFloat(spacing / abs(upper - lower)) * scale.length
                } else {
                    band = 20 / max(fraction, 0.01)
                }
            }
            return centred(center, band: band)
        }
    }

    /// The point of a span a line or symbol passes through: a value's position, an interval's middle, or a
    /// range's end (the top of its stack).
    static func center(_ span: AxisSpan, _ scale: ChartScale, end: Bool) -> CGFloat? {
        switch span {
        case .full: scale.length / 2
        case .at(let value): scale.position(of: value)
        case .interval(let a, let b): scale.position(ofNumber: (a + b) / 2)
        case .range(let a, let b): scale.position(ofNumber: end ? b : a)
        }
    }

    /// A radius given as a dimension of `full`.
    static func radius(_ dimension: MarkDimension, of full: CGFloat) -> CGFloat {
        switch dimension.kind {
        case .automatic: full
        case .fixed(let length): length
        case .ratio(let ratio): full * ratio
        case .inset(let inset): full - inset
        }
    }

    /// The annotations of a mark at `rect`.
    func annotationElements(_ record: MarkRecord, rect: CGRect, vertical: Bool) -> [PlotElement] {
        record.annotations.enumerated().map { index, annotation in
            let (anchor, alignment) = Self.annotationAnchor(annotation, rect: rect, vertical: vertical)
            return PlotElement(id: record.identity + ["annotation", index],
                               content: .annotation(anchor: anchor, alignment: alignment, view: annotation.content),
                               style: ChartPalette.accent, opacity: 1)
        }
    }

    /// Where an annotation's view is pinned, and which of its points is pinned there.
    static func annotationAnchor(_ annotation: MarkAnnotation, rect: CGRect, vertical: Bool) -> (CGPoint, Alignment) {
        let spacing = annotation.spacing ?? 4
        var kind = annotation.position.kind
        if kind == .automatic { kind = vertical ? .top : .trailing }
        let h = annotation.alignment.horizontal, v = annotation.alignment.vertical
        let x = h == .leading ? rect.minX : h == .trailing ? rect.maxX : rect.midX
        let y = v == .top ? rect.minY : v == .bottom ? rect.maxY : rect.midY
        switch kind {
        case .top: return (CGPoint(x: x, y: rect.minY - spacing), Alignment(horizontal: h, vertical: .bottom))
        case .bottom: return (CGPoint(x: x, y: rect.maxY + spacing), Alignment(horizontal: h, vertical: .top))
        case .leading: return (CGPoint(x: rect.minX - spacing, y: y), Alignment(horizontal: .trailing, vertical: v))
        case .trailing: return (CGPoint(x: rect.maxX + spacing, y: y), Alignment(horizontal: .leading, vertical: v))
        case .topLeading: return (CGPoint(x: rect.minX - spacing, y: rect.minY - spacing), .bottomTrailing)
        case .topTrailing: return (CGPoint(x: rect.maxX + spacing, y: rect.minY - spacing), .bottomLeading)
        case .bottomLeading: return (CGPoint(x: rect.minX - spacing, y: rect.maxY + spacing), .topTrailing)
        case .bottomTrailing: return (CGPoint(x: rect.maxX + spacing, y: rect.maxY + spacing), .topLeading)
        case .overlay, .automatic: return (CGPoint(x: x, y: y), annotation.alignment)
        }
    }
}
