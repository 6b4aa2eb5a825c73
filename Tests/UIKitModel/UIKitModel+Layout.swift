extension UIKitModel {
    /// Where a view is, from the constraints the glue makes: equalities between edges of the view, its superview and
    /// the navigation bar. A view without constraints is where its frame puts it (or, flexible both ways, fills its
    /// superview).
    @MainActor
    enum Layout {
        struct Extent {
            var top, bottom, leading, trailing: CGFloat
        }

        /// `view`'s edges in `root`'s coordinates (the root at the window's origin); nil where its constraints do not
        /// settle an edge.
        static func extent(of view: UIView, in root: UIView) -> Extent? {
            guard !view.constraints.isEmpty else {
                if view.autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight]) {
                    return Extent(top: 0, bottom: root.frame.height, leading: 0, trailing: root.frame.width)
                }
                return Extent(top: view.frame.minY, bottom: view.frame.maxY, leading: view.frame.minX, trailing: view.frame.maxX)
            }
            guard let top = edge(.top, of: view, in: root), let bottom = edge(.bottom, of: view, in: root),
                  let leading = edge(.leading, of: view, in: root), let trailing = edge(.trailing, of: view, in: root) else {
                return nil
            }
            return Extent(top: top, bottom: bottom, leading: leading, trailing: trailing)
        }

        /// The top of a view's safe area: below the status bar, and below the navigation bar of the controller's
        /// navigation controller where the bar is shown.
        static func safeAreaTop(of view: UIView) -> CGFloat {
            guard let bar = view.modelController?.navigationController?.navigationBar else { return statusBarHeight }
            return statusBarHeight + bar.modelHeight * (1 - bar.hiddenFraction)
        }

        private static func edge(_ attribute: ModelLayoutAttribute, of view: UIView, in root: UIView) -> CGFloat? {
            for constraint in view.constraints {
                if constraint.first.item === view, constraint.first.attribute == attribute,
                   let other = position(of: constraint.second, in: root) {
                    return other + constraint.constant
                }
                if constraint.second.item === view, constraint.second.attribute == attribute,
                   let other = position(of: constraint.first, in: root) {
                    return other - constraint.constant
                }
            }
            return nil
        }

        /// Where an edge of the root, of its safe area or of a navigation bar is.
        private static func position(of end: NSLayoutConstraint.End, in root: UIView) -> CGFloat? {
            if let guide = end.item as? UILayoutGuide, guide.owningView === root {
                switch end.attribute {
                case .top: return safeAreaTop(of: root)
                case .bottom: return root.frame.height
                case .leading: return 0
                case .trailing: return root.frame.width
                }
            }
            if end.item === root {
                switch end.attribute {
                case .top, .leading: return 0
                case .bottom: return root.frame.height
                case .trailing: return root.frame.width
                }
            }
            guard let bar = end.item as? UINavigationBar else { return nil }
            let height = bar.modelHeight * (1 - bar.hiddenFraction)
            switch end.attribute {
            case .top: return statusBarHeight - bar.modelHeight + height
            case .bottom: return statusBarHeight + height
            case .leading: return 0
            case .trailing: return screenBounds.width
            }
        }
    }
}
