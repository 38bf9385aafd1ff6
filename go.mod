module github.com/xwing-arcs/arcs

go 1.26.0

require (
	github.com/norunners/vert v0.0.0-20221203075838-106a353d42dd
	github.com/stretchr/testify v1.12.1
	golang.org/x/image v0.48.0
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.44.0 // indirect
)
