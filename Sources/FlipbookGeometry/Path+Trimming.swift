import Foundation

extension Path {
    /// The part of the path between `from` and `to`, fractions (clamped to 0…1) of its total arc length over all
    /// subpaths. `from ≥ to` gives an empty path; `0…1` gives the path unchanged. Curves stay curves: pieces are
    /// cut with de Casteljau's algorithm at the parameters where the arc length reaches each bound.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let lower = min(max(from, 0), 1), upper = min(max(to, 0), 1)
        if lower <= 0 && upper >= 1 { return self }
        guard lower < upper else { return Path() }
        let subpaths = self.subpaths
        let lengths = subpaths.map { $0.segments.map { $0.length() } }
        let total = lengths.joined().reduce(0, +)
        guard total > 0 else { return Path() }
        let startLength = lower * total, endLength = upper * total

        var result = Path()
        var offset: CGFloat = 0
        for (subpath, segmentLengths) in zip(subpaths, lengths) {
            let subpathLength = segmentLengths.reduce(0, +)
            defer { offset += subpathLength }
            guard offset + subpathLength > startLength, offset < endLength else { continue }
            if startLength <= offset && offset + subpathLength <= endLength {
                result.append(whole: subpath)
                continue
            }
            var needsMove = true
            var segmentOffset = offset
            for (segment, length) in zip(subpath.segments, segmentLengths) {
                defer { segmentOffset += length }
                let a = max(startLength - segmentOffset, 0), b = min(endLength - segmentOffset, length)
                guard length > 0, b > a else { continue }
                let t0 = segment.parameter(atLength: a, totalLength: length)
                let t1 = segment.parameter(atLength: b, totalLength: length)
                let piece = segment.subsegment(from: t0, to: t1)
                if needsMove { result.append(.move(to: piece.start)); needsMove = false }
                result.append(piece.element)
            }
        }
        return result
    }

    private mutating func append(whole subpath: Subpath) {
        append(.move(to: subpath.start))
        for segment in subpath.drawnSegments { append(segment.element) }
        if subpath.isClosed { append(.closeSubpath) }
    }
}
