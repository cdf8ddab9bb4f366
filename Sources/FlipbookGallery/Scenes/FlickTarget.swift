import Flipbook

/// Where a flick lands: `start` moved by the drag's predicted end translation (the throw carried on with
/// UIKit's deceleration), and the index of the place among `places` nearest to it.
func flickTarget(from start: CGPoint, _ drag: DragGesture.Value, among places: [CGPoint]) -> Int {
    let landing = CGPoint(x: start.x + drag.predictedEndTranslation.width, y: start.y + drag.predictedEndTranslation.height)
    return places.indices.min { hypot(places[$0].x - landing.x, places[$0].y - landing.y)
        < hypot(places[$1].x - landing.x, places[$1].y - landing.y) }!
}
