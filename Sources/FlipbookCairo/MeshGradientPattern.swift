import CCairo
import Foundation
import FlipbookDisplayList

/// A mesh gradient as Cairo's mesh pattern: one Coons patch per cell of the grid, its corners the grid's points and
/// colours. Each edge is a cubic through its two points whose tangents follow the neighbouring points (Catmull-Rom),
/// so the patches join without corners, as SwiftUI's mesh does; colours blend within each patch.
enum MeshGradientPattern {
    static func pattern(_ mesh: DisplayList.MeshPaint) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let columns = mesh.columns, rows = mesh.rows
        func point(_ column: Int, _ row: Int) -> CGPoint {
            mesh.points[min(max(row, 0), rows - 1) * columns + min(max(column, 0), columns - 1)]
        }
        /// The control points of the edge from `a` to `b`, between `before` and `after`.
        func controls(_ before: CGPoint, _ a: CGPoint, _ b: CGPoint, _ after: CGPoint) -> (CGPoint, CGPoint) {
            (CGPoint(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6),
             CGPoint(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6))
        }
        func curve(to end: CGPoint, _ c: (CGPoint, CGPoint)) {
            cairo_mesh_pattern_curve_to(pattern, Double(c.0.x), Double(c.0.y), Double(c.1.x), Double(c.1.y),
                                        Double(end.x), Double(end.y))
        }
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                let p00 = point(column, row), p10 = point(column + 1, row)
                let p11 = point(column + 1, row + 1), p01 = point(column, row + 1)
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, Double(p00.x), Double(p00.y))
                curve(to: p10, controls(point(column - 1, row), p00, p10, point(column + 2, row)))
                curve(to: p11, controls(point(column + 1, row - 1), p10, p11, point(column + 1, row + 2)))
                curve(to: p01, controls(point(column + 2, row + 1), p11, p01, point(column - 1, row + 1)))
                curve(to: p00, controls(point(column, row + 2), p01, p00, point(column, row - 1)))
                let corners = [row * columns + column, row * columns + column + 1, (row + 1) * columns + column + 1,
                               (row + 1) * columns + column]
                for (corner, index) in corners.enumerated() {
                    let c = mesh.colors[index]
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), Double(c.red), Double(c.green),
                                                             Double(c.blue), Double(c.opacity))
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }
}
