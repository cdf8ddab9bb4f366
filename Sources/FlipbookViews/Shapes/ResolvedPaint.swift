import Foundation

/// A shape style resolved in an environment: its colours resolved, its geometry still relative to the bounds it
/// paints (unit points; radii in points, angles in radians). That is the form in which it animates, as SwiftUI
/// interpolates a gradient's colours, stop locations, points, radii and angles and resolves them against the
/// bounds shown at each frame.
///
/// Paints of the same kind with the same number of stops interpolate stop by stop. Otherwise ``aligned(_:_:)``
/// first writes both on the union of their stop locations (each gradient sampled there), and a solid colour as a
/// gradient of the other's kind whose stops all have that colour; gradients of different kinds do not
/// interpolate and jump.
struct ResolvedPaint: Animatable, Equatable {
    enum Kind: Equatable {
        /// `elliptical` is a radial gradient in the bounds' unit square: its radii are fractions of the bounds.
        case color, linear, radial, angular, elliptical
        /// A mesh gradient: `stops` hold its points' colours (row by row), `meshPoints` the points.
        case mesh(columns: Int, rows: Int)
        /// A picture tiled from the region's corner (`ImagePaint`); its one stop's opacity is the picture's.
        case image(ImageFile, sourceRect: CGRect, scale: CGFloat)
    }

    var kind: Kind
    /// The gradient's stops in order; a colour has one stop, at 0.
    var stops: [DisplayList.GradientStop]
    /// The linear gradient's start, or the radial and angular gradients' centre.
    var start = UnitPoint.center
    /// The linear gradient's end.
    var end = UnitPoint.center
    /// The radial gradient's start radius, or the angular gradient's start angle in radians.
    var startValue: CGFloat = 0
    /// The radial gradient's end radius, or the angular gradient's end angle in radians.
    var endValue: CGFloat = 0
    /// A mesh gradient's points, row by row, in the bounds' unit square.
    var meshPoints: [UnitPoint] = []
    /// What shows where a mesh gradient's patches do not reach.
    var meshBackground = Color.clear.resolved()

    /// Whether the paint shows nothing at all: every colour in it fully transparent.
    var isClear: Bool {
        if case .mesh = kind, meshBackground.opacity > 0 { return false }
        return stops.allSatisfy { $0.color.opacity <= 0 }
    }

    static func color(_ color: Color.Resolved) -> ResolvedPaint {
        ResolvedPaint(kind: .color, stops: [DisplayList.GradientStop(color: color, location: 0)])
    }

    /// The paint for a region with `bounds`, in the region's space.
    func paint(in bounds: CGRect) -> DisplayList.Paint {
        switch kind {
        case .color:
            return .color(stops.first?.color ?? Color.clear.resolved())
        case .linear:
            return .linearGradient(stops: stops, start: start.point(in: bounds), end: end.point(in: bounds))
        case .radial:
            return .radialGradient(stops: stops, center: start.point(in: bounds), startRadius: startValue,
                                   endRadius: endValue)
        case .angular:
            return .angularGradient(stops: stops, center: start.point(in: bounds), startAngle: .radians(startValue),
                                    endAngle: .radians(endValue))
        case let .image(file, sourceRect, scale):
            return .image(DisplayList.ImagePattern(file: file, sourceRect: sourceRect, scale: scale, origin: bounds.origin,
                                                   opacity: Double(stops.first?.color.opacity ?? 1)))
        case let .mesh(columns, rows):
            return .mesh(DisplayList.MeshPaint(columns: columns, rows: rows, points: meshPoints.map { $0.point(in: bounds) },
                                               colors: stops.map(\.color), background: meshBackground))
        case .elliptical:
            // Where the paint cannot be squashed to the bounds (see `ellipticalSquash`): circular, fitted to the
            // shorter side.
            let side = min(bounds.width, bounds.height)
            return .radialGradient(stops: stops, center: start.point(in: bounds), startRadius: startValue * side,
                                   endRadius: endValue * side)
        }
    }

    /// For an elliptical gradient in `bounds` (of positive size), the map from the region's space to one where
    /// the bounds are square (their height scaled to their width), with the paint drawn there: a circular
    /// gradient in that space is the ellipse fitted to the bounds in the region's.
    func ellipticalSquash(in bounds: CGRect) -> (transform: CGAffineTransform, paint: DisplayList.Paint)? {
        guard kind == .elliptical, bounds.width > 0, bounds.height > 0, bounds.width != bounds.height else { return nil }
        let scale = bounds.width / bounds.height
        let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY).scaledBy(x: 1, y: scale)
            .translatedBy(x: -bounds.minX, y: -bounds.minY)
        let square = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.width)
        return (transform, .radialGradient(stops: stops, center: start.point(in: square), startRadius: startValue * bounds.width,
                                           endRadius: endValue * bounds.width))
    }

    /// The paint as a gradient for glyphs (text, symbols): nil for one colour, and for a picture, whose grey
    /// stand-in colour glyphs keep.
    var glyphGradient: ResolvedPaint? {
        switch kind {
        case .color, .image: nil
        case .linear, .radial, .angular, .elliptical, .mesh: self
        }
    }

    /// A single colour standing for the paint (where a drawing takes one colour).
    var representativeColor: Color.Resolved { stops.first?.color ?? Color.black.resolved() }

    /// The paint with every stop's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Float) -> ResolvedPaint {
        var copy = self
        for index in copy.stops.indices { copy.stops[index].color.opacity *= factor }
        copy.meshBackground.opacity *= factor
        return copy
    }

    // MARK: Animation

    /// Geometry first (six values), then each stop's colour (as `Color.Resolved` animates it) and location.
    var animatableData: AnimatableVector {
        get {
            var values = [Double(start.x), Double(start.y), Double(end.x), Double(end.y), Double(startValue),
                          Double(endValue)]
            values.reserveCapacity(6 + stops.count * 5 + meshPoints.count * 2)
            for stop in stops {
                let color = stop.color.animatableData
                values += [Double(color.first), Double(color.second.first), Double(color.second.second.first),
                           Double(color.second.second.second), Double(stop.location)]
            }
            // A mesh's points move too (its colours are its stops).
            for point in meshPoints { values += [Double(point.x), Double(point.y)] }
            return AnimatableVector(values)
        }
        set {
            let values = newValue.values
            func value(_ index: Int) -> Double? { index < values.count ? values[index] : nil }
            start = UnitPoint(x: value(0).map { CGFloat($0) } ?? start.x, y: value(1).map { CGFloat($0) } ?? start.y)
            end = UnitPoint(x: value(2).map { CGFloat($0) } ?? end.x, y: value(3).map { CGFloat($0) } ?? end.y)
            startValue = value(4).map { CGFloat($0) } ?? startValue
            endValue = value(5).map { CGFloat($0) } ?? endValue
            for index in stops.indices {
                let base = 6 + index * 5
                guard base + 4 < values.count else { break }
                var color = stops[index].color.animatableData
                color.first = Float(values[base])
                color.second.first = Float(values[base + 1])
                color.second.second.first = Float(values[base + 2])
                color.second.second.second = Float(values[base + 3])
                stops[index].color.animatableData = color
                stops[index].location = CGFloat(values[base + 4])
            }
            let pointsBase = 6 + stops.count * 5
            for index in meshPoints.indices {
                let base = pointsBase + index * 2
                guard base + 1 < values.count else { break }
                meshPoints[index] = UnitPoint(x: CGFloat(values[base]), y: CGFloat(values[base + 1]))
            }
        }
    }

    /// Whether the two paints interpolate as they are: the same kind and number of stops.
    func interpolates(with other: ResolvedPaint) -> Bool {
        kind == other.kind && stops.count == other.stops.count
    }

    /// `from` and `to` written so that they interpolate: of one kind, on the union of their stop locations; nil
    /// when they are gradients of different kinds.
    static func aligned(_ from: ResolvedPaint, _ to: ResolvedPaint) -> (ResolvedPaint, ResolvedPaint)? {
        var from = from, to = to
        // A mesh interpolates with a mesh of the same grid, point by point, or with a colour filling it; its stops
        // are colours of points, not locations to merge.
        if case .mesh = to.kind, from.kind == .color { return (to.filled(with: from.representativeColor), to) }
        if case .mesh = from.kind, to.kind == .color { return (from, from.filled(with: to.representativeColor)) }
        if case .mesh = from.kind { return nil }
        if case .mesh = to.kind { return nil }
        // A picture does not interpolate with anything else: it jumps.
        if case .image = from.kind { return nil }
        if case .image = to.kind { return nil }
        if from.kind == .color, to.kind != .color { from = to.filled(with: from.representativeColor) }
        if to.kind == .color, from.kind != .color { to = from.filled(with: to.representativeColor) }
        guard from.kind == to.kind else { return nil }
        let locations = Set(from.stops.map(\.location) + to.stops.map(\.location)).sorted()
        from.stops = locations.map { DisplayList.GradientStop(color: from.color(at: $0), location: $0) }
        to.stops = locations.map { DisplayList.GradientStop(color: to.color(at: $0), location: $0) }
        return (from, to)
    }

    /// This gradient's kind and geometry, every stop painted `color`.
    private func filled(with color: Color.Resolved) -> ResolvedPaint {
        var copy = self
        for index in copy.stops.indices { copy.stops[index].color = color }
        return copy
    }

    /// The gradient's colour at `location`: its nearest stops mixed (in linear light, as it is drawn).
    func color(at location: CGFloat) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.clear.resolved() }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = Float(span > 0 ? (location - a.location) / span : 1)
            return Color.Resolved(linearRed: a.color.linearRed + (b.color.linearRed - a.color.linearRed) * t,
                                  linearGreen: a.color.linearGreen + (b.color.linearGreen - a.color.linearGreen) * t,
                                  linearBlue: a.color.linearBlue + (b.color.linearBlue - a.color.linearBlue) * t,
                                  opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return last.color
    }
}

extension AnimatingNode {
    /// Feeds a new paint to a paint input, as `fed(_:_:transaction:)` does; a paint that does not interpolate
    /// with the one shown is first aligned with it (see ``ResolvedPaint``), so the animation starts from what is
    /// on screen, and one that cannot be aligned jumps.
    func fedPaint(_ input: AnimatedValue<ResolvedPaint>?, _ paint: ResolvedPaint,
                  transaction: Transaction) -> AnimatedValue<ResolvedPaint> {
        guard let input, !input.model.interpolates(with: paint), !input.presented.interpolates(with: paint) else {
            return fed(input, paint, transaction: transaction)
        }
        guard let (from, to) = ResolvedPaint.aligned(input.presented, paint) else { return AnimatedValue(paint) }
        // The same look as the paint already shown, on more stops: nothing changes.
        if to == input.model { return input }
        return fed(AnimatedValue(from), to, transaction: transaction)
    }
}
