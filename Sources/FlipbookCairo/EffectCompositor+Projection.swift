import CCairo
import Foundation
import FlipbookDisplayList

extension EffectCompositor {
    /// Draws items whose effects need pixels (shadow, blur or mask) under a projective transform, as SwiftUI
    /// does: they are drawn flat in the view's own space, at up to 4× the density they are seen at, with their
    /// effects applied there, and the picture is resampled through the projection with bilinear filtering.
    func drawProjected(_ list: DisplayList, projection: ProjectionTransform, on cr: OpaquePointer) {
        let content = list.transformed(by: projection.inverted())
        // The items' bounds include their effects' reach; two more points for antialiased edges.
        let reach = content.canvasBounds().insetBy(dx: -2, dy: -2)
        guard !reach.isNull, reach.width.isFinite, reach.height.isFinite, reach.width >= 1, reach.height >= 1 else {
            return
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let toDevice = ProjectionTransform(CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy,
                                                             tx: ctm.x0, ty: ctm.y0))
        // Layer pixels are numbered from the corner of `reach`.
        let layerToDevice = ProjectionTransform(CGAffineTransform(translationX: reach.minX, y: reach.minY))
            .concatenating(projection).concatenating(toDevice)
        let box = CGRect(origin: .zero, size: reach.size)
        let seen = (box.boundingBox(projectedBy: layerToDevice) ?? device).insetBy(dx: -1, dy: -1).intersection(device)
        guard !seen.isNull, seen.width >= 1, seen.height >= 1 else { return }
        let density = max(1, min(4, (seen.width * seen.height / (box.width * box.height)).squareRoot().rounded(.up)))

        guard let layer = PixelLayer(width: Int((box.width * density).rounded(.up)),
                                     height: Int((box.height * density).rounded(.up))) else { return }
        defer { layer.destroy() }
        layer.draw(matrix: cairo_matrix_t(xx: Double(density), yx: 0, xy: 0, yy: Double(density),
                                          x0: -Double(reach.minX * density), y0: -Double(reach.minY * density))) {
            renderer.draw(content, on: $0, device: CGRect(x: 0, y: 0, width: layer.width, height: layer.height))
        }

        let x0 = Int(seen.minX.rounded(.down)), y0 = Int(seen.minY.rounded(.down))
        guard let out = Offscreen(width: Int(seen.maxX.rounded(.up)) - x0, height: Int(seen.maxY.rounded(.up)) - y0)
        else { return }
        Resampler(layer: layer, density: density)
            .project(into: out, origin: (x0, y0), inverse: layerToDevice.inverted(), forward: layerToDevice)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, out.surface, Double(x0), Double(y0))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
