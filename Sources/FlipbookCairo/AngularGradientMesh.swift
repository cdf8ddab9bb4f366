import CCairo
import Foundation
import FlipbookDisplayList

/// Cairo has no conic gradient: an angular gradient is a mesh of thin wedges around the centre.
enum AngularGradientMesh {
    static func pattern(stops: [DisplayList.GradientStop], center: CGPoint, start: Angle, end: Angle) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let wedges = 180
        let radius = 1e5
        func color(at t: Double) -> Color.Resolved {
            guard let first = stops.first else { return Color.clear.resolved() }
            if t <= Double(first.location) { return first.color }
            for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
                let span = Double(b.location - a.location)
                let f = Float(span > 0 ? (t - Double(a.location)) / span : 0)
                return Color.Resolved(linearRed: a.color.linearRed + (b.color.linearRed - a.color.linearRed) * f,
                                      linearGreen: a.color.linearGreen + (b.color.linearGreen - a.color.linearGreen) * f,
                                      linearBlue: a.color.linearBlue + (b.color.linearBlue - a.color.linearBlue) * f,
                                      opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
            }
            return stops.last!.color
        }
        let a0 = start.radians, a1 = end.radians
        for i in 0..<wedges {
            let t0 = Double(i) / Double(wedges), t1 = Double(i + 1) / Double(wedges)
            let angle0 = a0 + (a1 - a0) * t0, angle1 = a0 + (a1 - a0) * t1
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(angle0), Double(center.y) + radius * sin(angle0))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(angle1), Double(center.y) + radius * sin(angle1))
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(c.red), Double(c.green),
                                                         Double(c.blue), Double(c.opacity))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
