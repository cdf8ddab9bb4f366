import Foundation
import FlipbookViews

/// A chart's scales and plot area, for overlays and gestures that turn points into values and back.
///
/// Positions are in the plot area's coordinates (its top-leading corner is zero); `plotFrame` says where the plot
/// area is in a `GeometryReader`'s.
public struct ChartProxy {
    let model: ChartModel
    let plotRect: PlotArea?
    let selection: ChartConfiguration

    /// The size of the plot area.
    public var plotSize: CGSize { plotRect?.size ?? .zero }
    /// The size of the plot area.
    public var plotAreaSize: CGSize { plotSize }
    /// Where the plot area is, for `GeometryProxy[_:]`.
    public var plotFrame: Anchor<CGRect>? { plotRect?.anchor }
    /// Where the plot area is, for `GeometryProxy[_:]`.
    public var plotAreaFrame: Anchor<CGRect> { plotRect?.anchor ?? .unplaced(.zero) }
    /// Where the plot and its axes are, for `GeometryProxy[_:]`.
    public var plotContainerFrame: Anchor<CGRect>? { plotRect?.anchor }

    private var scales: (x: ChartScale, y: ChartScale) { model.scales(size: plotSize) }

    /// The horizontal position of `value` in the plot area.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { scales.x.position(of: plotValue(of: value)) }
    /// The vertical position of `value` in the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { scales.y.position(of: plotValue(of: value)) }
    /// The point of `value` in the plot area.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` in the plot area, as `type`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        scales.x.value(at: position).flatMap { plottable($0, as: type) }
    }
    /// The y value at `position` in the plot area, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        scales.y.value(at: position).flatMap { plottable($0, as: type) }
    }
    /// The x and y values at `location` in the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Selects the x value at `position`, as `chartXSelection(value:)` binds it.
    public func selectXValue(at position: CGFloat) { selection.xSelection?(scales.x.value(at: position)) }
    /// Selects the y value at `position`, as `chartYSelection(value:)` binds it.
    public func selectYValue(at position: CGFloat) { selection.ySelection?(scales.y.value(at: position)) }
    /// Selects the values of the slice at `location`, as `chartAngleSelection(value:)` binds it.
    public func selectAngleValue(at location: CGPoint) { selection.angleSelection?(angleValue(at: location)) }

    /// The angle of `location` around the plot's centre, clockwise from the top (as a pie's slices run).
    public func angle(at location: CGPoint) -> Angle {
        let center = CGPoint(x: plotSize.width / 2, y: plotSize.height / 2)
        var radians = Double(atan2(location.y - center.y, location.x - center.x)) + .pi / 2
        if radians < 0 { radians += 2 * .pi }
        return .radians(radians)
    }

    /// The running total of the sectors' values at `angle` (clockwise from the top), as `type`.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? {
        let total = model.sectors.reduce(0.0) { $0 + ChartModel.sectorValue($1.record) }
        guard total > 0, total.isFinite else { return nil }
        var turn = angle.radians / (2 * .pi)
        turn -= turn.rounded(.down)
        return plottable(.number(turn * total), as: type)
    }

    /// The running total of the sectors' values at the angle of `location` around the plot's centre.
    func angleValue(at location: CGPoint) -> PlotValue? {
        value(atAngle: angle(at: location), as: Double.self).map { .number($0) }
    }
}

/// Where a chart's plot area was placed: its size and its anchor.
struct PlotArea: Equatable {
    var size: CGSize
    var anchor: Anchor<CGRect>
}

/// Passes the plot area up to the chart's overlay and background.
struct PlotAreaKey: PreferenceKey {
    static var defaultValue: PlotArea? { nil }
    static func reduce(value: inout PlotArea?, nextValue: () -> PlotArea?) { value = value ?? nextValue() }
}
