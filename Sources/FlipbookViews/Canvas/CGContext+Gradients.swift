import Foundation

extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (in user space) across the clipped area: its
    /// first colour at `start`, its last at `end`, and, as `options` say, those colours before and after.
    /// The current path is left as it is.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let axis = CGVector(dx: end.x - start.x, dy: end.y - start.y)
        let length = hypot(axis.dx, axis.dy)
        guard length > 0, length.isFinite, let reach = reach(from: start) else { return }
        let along = CGVector(dx: axis.dx / length, dy: axis.dy / length)
        let across = CGVector(dx: -along.dy, dy: along.dx)
        let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let to = options.contains(.drawsAfterEndLocation) ? max(reach, length) : length
        let point = { (t: CGFloat, s: CGFloat) in
            CGPoint(x: start.x + along.dx * t + across.dx * s, y: start.y + along.dy * t + across.dy * s)
        }
        let band = Path { band in
            band.addLines([point(from, -reach), point(to, -reach), point(to, reach), point(from, reach)])
            band.closeSubpath()
        }
        paintingContext().fill(band, with: .linearGradient(gradient.swiftUIGradient, startPoint: start, endPoint: end))
    }

    /// Paints `gradient` in circles from the one around `startCenter` to the one around `endCenter` (in user
    /// space), and, as `options` say, the circles before the start one and beyond the end one in the end colours.
    /// Where one circle holds the other (always, around one centre), those are the inside of the inner circle and
    /// the outside of the outer one; for two circles apart (a cone of circles), one option alone paints both sides
    /// (with a warning).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let numbers = [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius]
        guard numbers.allSatisfy(\.isFinite), let reach = reach(from: endCenter) else { return }
        let startRadius = max(0, startRadius), endRadius = max(0, endRadius)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let distance = hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y)
        let everywhere = Path(CGRect(x: endCenter.x - reach, y: endCenter.y - reach, width: 2 * reach,
                                     height: 2 * reach))
        func circle(_ center: CGPoint, _ radius: CGFloat) -> Path {
            Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
        var region = everywhere
        var extends = before || after
        if distance + startRadius <= endRadius {
            // The start circle inside the end one: before it is its inside, beyond the end the outside.
            region = after ? everywhere : circle(endCenter, endRadius)
            if !before, startRadius > 0 { region.addPath(circle(startCenter, startRadius)) }
            extends = true
        } else if distance + endRadius <= startRadius {
            region = before ? everywhere : circle(startCenter, startRadius)
            if !after, endRadius > 0 { region.addPath(circle(endCenter, endRadius)) }
            extends = true
        } else if before != after {
            GraphWarnings.log("drawRadialGradient of two circles apart with one of drawsBeforeStartLocation and drawsAfterEndLocation is drawn with both by Flipbook")
        }
        // Around one centre the display list's radial paint says the same, and the live page draws it itself.
        let shading = startCenter == endCenter
            ? GraphicsContext.Shading.radialGradient(gradient.swiftUIGradient, center: endCenter,
                                                     startRadius: startRadius, endRadius: endRadius)
            : GraphicsContext.Shading(storage: .circles(gradient.swiftUIGradient, start: startCenter,
                                                        startRadius: startRadius, end: endCenter,
                                                        endRadius: endRadius, extends: extends))
        paintingContext().fill(region, with: shading, style: FillStyle(eoFill: true))
    }

    /// The context a gradient is painted with: as Core Graphics fills the whole clipping area, a new context's
    /// being the canvas's bounds, the paint stops at the canvas's edges even where other drawings may bleed.
    private func paintingContext() -> GraphicsContext {
        var context = drawingContext()
        let bounds = context.clipBounds
        guard !bounds.isNull, !bounds.isInfinite else { return context }
        let transform = context.transform
        context.transform = .identity
        context.clip(to: Path(bounds))
        context.transform = transform
        return context
    }

    /// How far from `point` (in user space) the clipped area reaches; nil when nothing can be drawn.
    private func reach(from point: CGPoint) -> CGFloat? {
        var bounds = drawingContext().clipBoundingRect
        if bounds.isNull || bounds.isEmpty { return nil }
        if bounds.isInfinite || !bounds.width.isFinite || !bounds.height.isFinite {
            bounds = CGRect(x: point.x - 1e5, y: point.y - 1e5, width: 2e5, height: 2e5)
        }
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        return corners.map { hypot($0.x - point.x, $0.y - point.y) }.max().map { $0 + 1 }
    }
}

extension CGGradient {
    var swiftUIGradient: Gradient {
        Gradient(stops: stops.map { Gradient.Stop(color: Color(cgColor: $0.color), location: $0.location) })
    }
}
