import CCairo
import Foundation
import FlipbookViews

extension GroupCompositor {
    /// Draws a group that needs its pixels (shadow, blur or mask) under a projective transform, as SwiftUI
    /// does: the layer is made flat in the view's own space, at up to 4× the density it is seen at, its effects
    /// are applied there, and the result is resampled through the projection with bilinear filtering.
    func drawProjected(_ group: DisplayList.GroupDrawing, projection: ProjectionTransform, on cr: OpaquePointer) {
        let toLocal = projection.inverted()
        let content = group.content.transformed(by: toLocal)
        let spread = max(group.blurRadius, group.shadow?.radius ?? 0) * 1.5 + 2
        var reach = content.canvasBounds().insetBy(dx: -spread, dy: -spread)
        if let shadow = group.shadow {
            reach = reach.union(reach.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
        }
        guard !reach.isNull, reach.width.isFinite, reach.height.isFinite, reach.width >= 1, reach.height >= 1 else {
            return
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let device = ProjectionTransform(CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy,
                                                           tx: ctm.x0, ty: ctm.y0))
        // Layer pixels are numbered from the corner of `reach`.
        let layerToDevice = ProjectionTransform(CGAffineTransform(translationX: reach.minX, y: reach.minY))
            .concatenating(projection).concatenating(device)
        let canvas = CGRect(x: 0, y: 0, width: CGFloat(image.pixelWidth), height: CGFloat(image.pixelHeight))
        let box = CGRect(origin: .zero, size: reach.size)
        let seen = (box.boundingBox(projectedBy: layerToDevice) ?? canvas).insetBy(dx: -1, dy: -1).intersection(canvas)
        guard !seen.isNull, seen.width >= 1, seen.height >= 1 else { return }
        let density = max(1, min(4, (seen.width * seen.height / (box.width * box.height)).squareRoot().rounded(.up)))

        func flatLayer(_ list: DisplayList) -> PixelLayer? {
            guard let layer = PixelLayer(width: Int((box.width * density).rounded(.up)),
                                         height: Int((box.height * density).rounded(.up))) else { return nil }
            let flat = cairo_create(layer.surface)!
            cairo_scale(flat, Double(density), Double(density))
            cairo_translate(flat, -Double(reach.minX), -Double(reach.minY))
            renderer.draw(list, on: flat, image: image)
            cairo_destroy(flat)
            cairo_surface_flush(layer.surface)
            return layer
        }
        guard let layer = flatLayer(content), let composite = PixelLayer(width: layer.width, height: layer.height)
        else { return }
        if group.blurRadius > 0 { layer.blur(sigma: group.blurRadius / 2 * density) }
        if let mask = group.mask, let maskLayer = flatLayer(mask.transformed(by: toLocal)) {
            layer.mask(with: maskLayer)
        }
        let stack = cairo_create(composite.surface)!
        if let shadow = group.shadow {
            let shadowLayer = layer.tinted(with: shadow.color)
            shadowLayer.blur(sigma: shadow.radius / 2 * density)
            shadowLayer.paint(on: stack, dx: shadow.offset.width * density, dy: shadow.offset.height * density, alpha: 1)
        }
        layer.paint(on: stack, dx: 0, dy: 0, alpha: 1)
        cairo_destroy(stack)
        cairo_surface_flush(composite.surface)

        let x0 = Int(seen.minX.rounded(.down)), y0 = Int(seen.minY.rounded(.down))
        guard let out = Offscreen(width: Int(seen.maxX.rounded(.up)) - x0, height: Int(seen.maxY.rounded(.up)) - y0)
        else { return }
        Resampler(layer: composite, density: density)
            .project(into: out, origin: (x0, y0), inverse: layerToDevice.inverted(), forward: layerToDevice)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, out.surface, Double(x0), Double(y0))
        cairo_paint_with_alpha(cr, max(0, min(1, group.opacity)))
        cairo_restore(cr)
    }
}

extension DisplayList {
    /// The same drawing with every transform followed by `transform` (clips and masks included).
    func transformed(by transform: ProjectionTransform) -> DisplayList {
        DisplayList(items: items.map { item in
            var item = item
            item.transform = item.transform.concatenating(transform)
            if case .group(var group) = item.content {
                group.content = group.content.transformed(by: transform)
                group.mask = group.mask?.transformed(by: transform)
                group.clips = group.clips.map { clip in
                    var clip = clip
                    clip.transform = clip.transform.concatenating(transform)
                    return clip
                }
                group.projection = group.projection?.concatenating(transform)
                item.content = .group(group)
            }
            return item
        })
    }
}
