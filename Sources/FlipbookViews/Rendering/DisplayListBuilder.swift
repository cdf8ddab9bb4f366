import Foundation

/// Collects display items; effects are opened and closed around the items they apply to.
struct DisplayListBuilder {
    private var stack: [[DisplayList.Item]] = [[]]
    private var openEffects: [(effect: DisplayList.Effect, viewID: Int)] = []

    init() {}

    /// A builder with room for `capacity` top-level items: a frame's list is usually as long as the one
    /// before, and growing a long array by doubling copies every item again.
    init(reservingCapacity capacity: Int) {
        stack[0].reserveCapacity(capacity)
    }

    mutating func append(_ item: DisplayList.Item) {
        stack[stack.count - 1].append(item)
    }

    /// Fills `path`, given in `space`, with one colour (a control's track, thumb or separator).
    mutating func fill(_ path: Path, _ color: Color.Resolved, in space: RenderSpace, viewID: Int) {
        append(DisplayList.Item(transform: space.transform, content: .fill(path, .color(color), FillStyle()), viewID: viewID))
    }

    /// Strokes `path`, given in `space`, with one colour.
    mutating func stroke(_ path: Path, _ color: Color.Resolved, _ style: StrokeStyle, in space: RenderSpace, viewID: Int) {
        append(DisplayList.Item(transform: space.transform, content: .stroke(path, .color(color), style), viewID: viewID))
    }

    /// Fills `path` with one colour under a drop shadow (a segmented control's thumb, a slider's knob, a panel).
    mutating func fill(_ path: Path, _ color: Color.Resolved, shadow: DisplayList.Shadow, in space: RenderSpace,
                       viewID: Int) {
        withEffect(.shadow(shadow), viewID: viewID) { $0.fill(path, color, in: space, viewID: viewID) }
    }

    /// Appends a list drawn earlier: a long one as a single item, so reusing it costs one item.
    mutating func append(contentsOf list: DisplayList) {
        if list.items.count <= 4 {
            stack[stack.count - 1].append(contentsOf: list.items)
        } else {
            append(DisplayList.Item(transform: ProjectionTransform(), content: .list(list)))
        }
    }

    /// Applies `effect` to what is appended until the matching ``endEffect()``.
    mutating func beginEffect(_ effect: DisplayList.Effect, viewID: Int) {
        openEffects.append((effect, viewID))
        stack.append([])
    }

    mutating func endEffect() {
        let items = stack.removeLast()
        let (effect, viewID) = openEffects.removeLast()
        append(DisplayList.Item(transform: ProjectionTransform(), content: .effect(effect, DisplayList(items: items)),
                                viewID: viewID))
    }

    /// Draws `body` with `effect`.
    mutating func withEffect(_ effect: DisplayList.Effect, viewID: Int, _ body: (inout DisplayListBuilder) -> Void) {
        beginEffect(effect, viewID: viewID)
        body(&self)
        endEffect()
    }

    /// Draws `body` with an effect that needs its pixels (shadow, blur, mask) of a view whose content is in
    /// `space`: seen in perspective, the effect is applied flat in the view's own space and projected.
    mutating func withPixelEffect(_ effect: DisplayList.Effect, in space: RenderSpace, viewID: Int,
                                  _ body: (inout DisplayListBuilder) -> Void) {
        guard !space.transform.isAffine else { return withEffect(effect, viewID: viewID, body) }
        withEffect(.projection(space.transform), viewID: viewID) { $0.withEffect(effect, viewID: viewID, body) }
    }

    /// Draws `body` at `opacity` as one layer (directly when opaque).
    mutating func faded(_ opacity: Double, viewID: Int, _ body: (inout DisplayListBuilder) -> Void) {
        guard opacity < 1 else { return body(&self) }
        withEffect(.opacity(opacity), viewID: viewID, body)
    }

    /// Builds a separate list (for masks) with the same machinery.
    static func build(_ body: (inout DisplayListBuilder) -> Void) -> DisplayList {
        var builder = DisplayListBuilder()
        body(&builder)
        return builder.finish()
    }

    func finish() -> DisplayList { DisplayList(items: stack[0]) }
}
